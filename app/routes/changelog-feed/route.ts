import { releasesIn } from "#app/content/changelog/releases.ts";
import { assertLocalePrefix } from "#app/lib/locale-prefix.server.ts";
import { localizePath } from "#app/lib/localized-path.ts";
import { requestContext } from "#app/lib/request-context.ts";
import { DEFAULT_LOCALE, isLocale, languageTag } from "#core/constants.ts";
import { escapeHtml } from "#core/text/escape-html.ts";
import { translatorFor } from "#locales/catalogs.server.ts";
import type { Route } from "./+types/route";

/** The changelog as an Atom feed (RFC 4287), one per language: /changelog.atom, /fr/changelog.atom, … */
export async function loader({ params, request, context }: Route.LoaderArgs) {
	const { baseUrl } = context.get(requestContext);
	// /en/… goes to the English feed's own address, an unknown prefix is not found, as for the pages.
	assertLocalePrefix(params.lang, request, baseUrl);
	const locale = isLocale(params.lang) ? params.lang : DEFAULT_LOCALE;
	const t = translatorFor(locale);
	const page = `${baseUrl}${localizePath("/changelog", locale)}`;
	const releases = releasesIn(locale);
	const instant = (date: string) => `${date}T00:00:00Z`;
	const entries = releases.map((release) => {
		const html = release.sections
			.map(
				(section) =>
					`<h3>${escapeHtml(t(`changelogPage.kinds.${section.kind}`))}</h3><ul>${section.items
						.map((item) => `<li>${escapeHtml(item)}</li>`)
						.join("")}</ul>`,
			)
			.join("");
		return [
			"<entry>",
			`<title>Quadrant ${release.version}</title>`,
			`<id>${page}#v${release.version}</id>`,
			`<link rel="alternate" type="text/html" href="${page}#v${release.version}"/>`,
			`<updated>${instant(release.date)}</updated>`,
			`<content type="html">${escapeHtml(html)}</content>`,
			"</entry>",
		].join("");
	});
	const xml = [
		'<?xml version="1.0" encoding="utf-8"?>',
		`<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${languageTag(locale)}">`,
		`<title>${escapeHtml(t("changelogPage.feedTitle"))}</title>`,
		`<id>${page}</id>`,
		`<link rel="alternate" type="text/html" href="${page}"/>`,
		`<link rel="self" type="application/atom+xml" href="${baseUrl}${localizePath("/changelog.atom", locale)}"/>`,
		`<updated>${instant(releases[0]?.date ?? "1970-01-01")}</updated>`,
		"<author><name>Quadrant</name></author>",
		...entries,
		"</feed>",
		"",
	].join("\n");
	return new Response(xml, {
		headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
	});
}
