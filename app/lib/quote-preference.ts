import { QUOTE_ENABLED_STORAGE_KEY } from "#core/constants.ts";

// "Show the daily quote" is kept in this browser only, as the specification keeps it (a stored flag).

export function isQuoteEnabled(): boolean {
	try {
		return localStorage.getItem(QUOTE_ENABLED_STORAGE_KEY) !== "false";
	} catch {
		return true;
	}
}

export function setQuoteEnabled(isEnabled: boolean): void {
	try {
		localStorage.setItem(QUOTE_ENABLED_STORAGE_KEY, String(isEnabled));
	} catch {
		// Storage may be unavailable (private mode); the choice then lasts for this page only.
	}
}
