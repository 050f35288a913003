import type { Locale } from "#core/constants.ts";

export type Quote = { text: string; author: string };

// Each language's quotes are a content-hashed asset: not in any script, fetched only when a quote is due, and
// served like every /assets file (compressed at build, cached for a year, renamed whenever the text changes).
const QUOTE_FILE_URLS = import.meta.glob<string>("../../locales/*/quotes.json", {
	query: "?url",
	import: "default",
	eager: true,
});

const quoteFileUrl = (locale: Locale) => QUOTE_FILE_URLS[`../../locales/${locale}/quotes.json`];

// Checked by hand rather than with zod (our own build output, and zod would weigh more than the whole quote card).
const isQuoteList = (value: unknown): value is Quote[] =>
	Array.isArray(value) &&
	value.length > 0 &&
	value.every((quote: Partial<Quote>) => typeof quote?.text === "string" && typeof quote.author === "string");

/** The day's quote: every language lists the same quotes in the same order, so a day has one quote everywhere. */
export function quoteOfTheDay<T>(quotes: readonly T[], date: Date): T | undefined {
	const dayNumber = Math.floor(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000);
	return quotes[dayNumber % quotes.length];
}

export async function fetchDailyQuote(locale: Locale, date: Date): Promise<Quote> {
	const url = quoteFileUrl(locale);
	if (!url) throw new Error(`no quotes for ${locale}`);
	const response = await fetch(url);
	if (!response.ok) throw new Error(`quotes answered ${response.status}`);
	const quotes: unknown = await response.json();
	const quote = isQuoteList(quotes) ? quoteOfTheDay(quotes, date) : undefined;
	if (!quote) throw new Error("unreadable quote file");
	return quote;
}
