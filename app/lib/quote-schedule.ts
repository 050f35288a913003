import {
	QUOTE_DELAY_AFTER_SIGN_IN_MS,
	QUOTE_DELAY_AT_STARTUP_MS,
	QUOTE_LAST_SHOWN_STORAGE_KEY,
	QUOTE_MIN_INTERVAL_MS,
} from "#core/constants.ts";
import { isQuoteEnabled } from "./quote-preference.ts";

/**
 * When the daily quote appears (specification, section 9).
 *
 * - "start-up" is a full page load of /matrix or /sticky: the document was rendered by the server and the quote
 *   component hydrated with it (typing the address, a reload, a bookmark, the return from Google's sign-in).
 * - "page-load" is every later arrival on /matrix or /sticky without a new document: the client-side navigation
 *   from the sign-in page once signed in, or from another app page once its data has loaded.
 */
export type QuoteTrigger = "start-up" | "page-load";

const QUOTE_TRIGGER_DELAY_MS: Record<QuoteTrigger, number> = {
	"start-up": QUOTE_DELAY_AT_STARTUP_MS,
	"page-load": QUOTE_DELAY_AFTER_SIGN_IN_MS,
};

/** The last quote shown: its local calendar date (the once-a-day rule) and its instant (the 5 s rule). */
export type LastShown = { date: string; at: number };

// Checked by hand rather than with zod: this module is in /matrix's first download, which zod would not fit.
const isLastShown = (value: unknown): value is LastShown =>
	typeof value === "object" &&
	value !== null &&
	typeof (value as LastShown).date === "string" &&
	/^\d{4}-\d{2}-\d{2}$/.test((value as LastShown).date) &&
	Number.isFinite((value as LastShown).at);

/** The person's calendar date, in their own time zone: a new day starts at their midnight, not at UTC's. */
export function localDateKey(date: Date): string {
	const pad = (value: number) => String(value).padStart(2, "0");
	return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

type Rules = { now: Date; lastShown: LastShown | null; isEnabled: boolean };

/** How long from `now` until the quote may appear for this trigger, or null when it must not appear. */
export function quoteDelayMs({ trigger, ...rules }: Rules & { trigger: QuoteTrigger }): number | null {
	if (!rules.isEnabled || isShownToday(rules)) return null;
	// Just past midnight the previous quote may be only seconds old: wait until it is 5 s old rather than skip a day.
	return Math.max(QUOTE_TRIGGER_DELAY_MS[trigger], intervalLeftMs(rules));
}

/** Whether the quote may appear right now (checked again when the delay is over: another tab may have shown it). */
export function canShowQuote(rules: Rules): boolean {
	return rules.isEnabled && !isShownToday(rules) && intervalLeftMs(rules) === 0;
}

const isShownToday = ({ now, lastShown }: Rules) => lastShown?.date === localDateKey(now);

function intervalLeftMs({ now, lastShown }: Rules): number {
	if (!lastShown) return 0;
	const sincePrevious = now.getTime() - lastShown.at;
	// A previous quote "in the future" means the clock was set back; its instant then says nothing about the interval.
	return sincePrevious >= 0 && sincePrevious < QUOTE_MIN_INTERVAL_MS ? QUOTE_MIN_INTERVAL_MS - sincePrevious : 0;
}

export function readLastShown(): LastShown | null {
	try {
		const stored = localStorage.getItem(QUOTE_LAST_SHOWN_STORAGE_KEY);
		const parsed: unknown = stored === null ? null : JSON.parse(stored);
		return isLastShown(parsed) ? parsed : null;
	} catch {
		return null;
	}
}

export function recordQuoteShown(now: Date): void {
	const lastShown: LastShown = { date: localDateKey(now), at: now.getTime() };
	try {
		localStorage.setItem(QUOTE_LAST_SHOWN_STORAGE_KEY, JSON.stringify(lastShown));
	} catch {
		// Without storage (private mode) the quote may come back on the next full load; nothing else breaks.
	}
}

/**
 * Waits the trigger's delay (longer if the previous quote is too recent), then calls `onDue` if the quote may still
 * appear. Returns the cancel function, for leaving the page before the delay is over.
 */
export function scheduleQuote({ trigger, onDue }: { trigger: QuoteTrigger; onDue: () => void }): () => void {
	const current = () => ({ now: new Date(), lastShown: readLastShown(), isEnabled: isQuoteEnabled() });
	const delay = quoteDelayMs({ trigger, ...current() });
	if (delay === null) return () => {};
	const timer = setTimeout(() => {
		if (canShowQuote(current())) onDue();
	}, delay);
	return () => clearTimeout(timer);
}
