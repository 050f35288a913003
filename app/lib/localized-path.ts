import { DEFAULT_LOCALE, isLocale, type Locale, SUPPORTED_LOCALES } from "#core/constants.ts";

/** `/fr/matrix` → `/matrix`; `/matrix` → `/matrix`. Only known prefixes are removed. */
export function stripLocalePrefix(pathname: string): string {
	const [, first, ...rest] = pathname.split("/");
	if (isLocale(first) && first !== DEFAULT_LOCALE) return `/${rest.join("/")}`;
	return pathname;
}

/** The same page in another language: English at the root, the others under their prefix. */
export function localizePath(pathname: string, locale: Locale): string {
	const bare = stripLocalePrefix(pathname);
	if (locale === DEFAULT_LOCALE) return bare;
	return bare === "/" ? `/${locale}` : `/${locale}${bare}`;
}

export function alternatePaths(pathname: string): Array<{ locale: Locale; path: string }> {
	return SUPPORTED_LOCALES.map((locale) => ({ locale, path: localizePath(pathname, locale) }));
}
