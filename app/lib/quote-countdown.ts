import { QUOTE_AUTO_HIDE_MS, QUOTE_COUNTDOWN_SECONDS } from "#core/constants.ts";

/** Whole seconds left to show, rounded up: 20 right away, 1 during the last second, 0 when time is up. */
export function secondsLeft(elapsedMs: number): number {
	return Math.min(QUOTE_COUNTDOWN_SECONDS, Math.max(0, Math.ceil((QUOTE_AUTO_HIDE_MS - elapsedMs) / 1000)));
}

/**
 * Counts the shown quote down: `onTick` with the seconds left now and every second, `onEnd` at 20 000 ms. The
 * seconds come from the clock, not from counting ticks, so a late timer (a busy tab) never stretches the 20 s.
 * Returns the stop function, for a dismissal or leaving the page.
 */
export function startQuoteCountdown({
	onTick,
	onEnd,
}: {
	onTick: (secondsLeft: number) => void;
	onEnd: () => void;
}): () => void {
	const startedAt = Date.now();
	onTick(secondsLeft(0));
	const ticker = setInterval(() => onTick(secondsLeft(Date.now() - startedAt)), 1000);
	const hider = setTimeout(() => {
		clearInterval(ticker);
		onEnd();
	}, QUOTE_AUTO_HIDE_MS);
	return () => {
		clearInterval(ticker);
		clearTimeout(hider);
	};
}
