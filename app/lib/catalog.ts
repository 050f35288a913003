import type { Locale } from "#core/constants.ts";
import enUrl from "#locales/en/translation.json?url";
import esUrl from "#locales/es/translation.json?url";
import frUrl from "#locales/fr/translation.json?url";
import jaUrl from "#locales/ja/translation.json?url";
import koUrl from "#locales/ko/translation.json?url";
import msUrl from "#locales/ms/translation.json?url";
import zhUrl from "#locales/zh/translation.json?url";
import type { Messages } from "./i18n.ts";

/**
 * Each language's catalog as a content-hashed asset (cached for good, like the scripts), rather than inside every
 * page's data: the page preloads its own (app/root.tsx) and the browser reads it before hydrating
 * (app/entry.client.tsx). The server renders from memory (app/entry.server.tsx provides every catalog).
 */
export const CATALOG_URLS: Record<Locale, string> = {
	en: enUrl,
	zh: zhUrl,
	fr: frUrl,
	ko: koUrl,
	ja: jaUrl,
	es: esUrl,
	ms: msUrl,
};

const catalogs = new Map<Locale, Messages>();

export function provideCatalog(locale: Locale, messages: Messages) {
	catalogs.set(locale, messages);
}

/** The catalog of a language already provided or loaded. */
export function catalogOf(locale: Locale): Messages {
	const messages = catalogs.get(locale);
	if (!messages) throw new Error(`the ${locale} catalog was not loaded`);
	return messages;
}

/** Loads a language's catalog once (from the page's preload, or the browser's cache after the first visit). */
export async function loadCatalog(locale: Locale): Promise<void> {
	if (catalogs.has(locale)) return;
	// The same request as the page's preload (same URL, same CORS mode), so the browser answers it from there.
	const response = await fetch(CATALOG_URLS[locale], { credentials: "same-origin", mode: "cors" });
	if (!response.ok) throw new Error(`the ${locale} catalog answered ${response.status}`);
	catalogs.set(locale, (await response.json()) as Messages);
}
