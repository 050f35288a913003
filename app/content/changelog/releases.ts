import { parseChangelog, type Release } from "#core/changelog/parse-changelog.ts";
import type { Locale } from "#core/constants.ts";
import es from "#locales/es/CHANGELOG.md?raw";
import fr from "#locales/fr/CHANGELOG.md?raw";
import ja from "#locales/ja/CHANGELOG.md?raw";
import ko from "#locales/ko/CHANGELOG.md?raw";
import ms from "#locales/ms/CHANGELOG.md?raw";
import zh from "#locales/zh/CHANGELOG.md?raw";
// biome-ignore lint/style/noRestrictedImports: the repository root, where CHANGELOG.md lives, has no alias.
import en from "../../../CHANGELOG.md?raw";

// The changelog page and its Atom feed are made from CHANGELOG.md and its translations (locales/*/CHANGELOG.md),
// bundled with the server build and parsed once.
const SOURCES: Record<Locale, string> = { en, zh, fr, ko, ja, es, ms };
const parsed = new Map<Locale, Release[]>();

/** The releases in `locale`, newest first. */
export function releasesIn(locale: Locale): Release[] {
	let releases = parsed.get(locale);
	if (!releases) {
		releases = parseChangelog(SOURCES[locale]);
		parsed.set(locale, releases);
	}
	return releases;
}
