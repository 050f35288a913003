type Subscribe = (listener: () => void) => () => void;

export type SafeReloadOptions = {
	/** The tab reloads within this long of being asked to (NEW_BUILD_RELOAD_WINDOW_MS), when nothing holds it. */
	windowMs: number;
	/** False while a reload would lose something: a change in flight, unsaved input. */
	isSafe: () => boolean;
	/** Tells of each moment that may have made it safe (a change answered, an editor closed). */
	onMaybeSafe: Subscribe;
	/** Tells when the tab is hidden: a reload then disturbs no one. */
	onHidden: Subscribe;
	reload: () => void;
	random?: () => number;
};

export type SafeReload = {
	/** Reloads at a random moment of the window, or at the first safe moment after it; at once when hidden. */
	withinWindow: () => void;
	/** Reloads at the first safe moment, now if it is safe now. */
	soon: () => void;
	/** True once the reload has begun: the page is on its way to the new build. */
	isReloading: () => boolean;
};

// The reloads of every open tab after a deploy are spread over most of the window, so they do not all reach the new
// instances in the same second; the rest of the window leaves time for the reload itself.
const SPREAD_SHARE = 0.8;

/** Reloads the page once, never while it would lose input or a change in flight: it waits for that moment instead. */
export function createSafeReload({
	windowMs,
	isSafe,
	onMaybeSafe,
	onHidden,
	reload,
	random = Math.random,
}: SafeReloadOptions): SafeReload {
	let timer: ReturnType<typeof setTimeout> | undefined;
	let isDue = false;
	let hasReloaded = false;
	const subscriptions: Array<() => void> = [];

	const attempt = () => {
		if (!isDue || hasReloaded || !isSafe()) return;
		hasReloaded = true;
		clearTimeout(timer);
		for (const unsubscribe of subscriptions.splice(0)) unsubscribe();
		reload();
	};
	const becomeDue = () => {
		if (isDue) return;
		isDue = true;
		subscriptions.push(onMaybeSafe(attempt));
		attempt();
	};

	return {
		withinWindow: () => {
			if (timer !== undefined || isDue) return;
			timer = setTimeout(becomeDue, random() * windowMs * SPREAD_SHARE);
			subscriptions.push(onHidden(becomeDue));
		},
		soon: becomeDue,
		isReloading: () => hasReloaded,
	};
}
