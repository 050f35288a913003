import { Hono } from "hono";
import { alternatePaths, localizePath } from "#app/lib/localized-path.ts";
import type { Config } from "#config/env.server.ts";
import { languageTag, SUPPORTED_LOCALES } from "#core/constants.ts";
import { escapeHtml } from "#core/text/escape-html.ts";
import { APP_PAGES, INDEXABLE_PAGES } from "../public-pages.ts";

// What crawlers and researchers read before the pages: security.txt (RFC 9116), robots.txt (RFC 9309), sitemap.xml with each page's languages as alternates
// (sitemaps.org and Google's xhtml:link), and llms.txt (llmstxt.org). Built once from BASE_URL; they change only
// with a release.
const CACHE_FOR_AN_HOUR = "public, max-age=3600";

export function crawlerFileRoutes({ baseUrl, operator }: Pick<Config, "baseUrl" | "operator">) {
	const robots = robotsTxt(baseUrl);
	const sitemap = sitemapXml(baseUrl);
	const llms = llmsTxt(baseUrl);
	return new Hono()
		.get("/.well-known/security.txt", (c) =>
			c.body(securityTxt(baseUrl, operator.email, new Date()), 200, textHeaders("text/plain")),
		)
		.get("/robots.txt", (c) => c.body(robots, 200, textHeaders("text/plain")))
		.get("/sitemap.xml", (c) => c.body(sitemap, 200, textHeaders("application/xml")))
		.get("/llms.txt", (c) => c.body(llms, 200, textHeaders("text/markdown")));
}

function textHeaders(type: string) {
	return { "Content-Type": `${type}; charset=utf-8`, "Cache-Control": CACHE_FOR_AN_HOUR };
}

// RFC 9116 wants Expires less than a year ahead; computed per answer, it never goes stale.
const SECURITY_TXT_LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;

function securityTxt(baseUrl: string, email: string | undefined, now: Date): string {
	return [
		...(email ? [`Contact: mailto:${email}`] : []),
		// The security page says how to report a vulnerability; without an OPERATOR_EMAIL it is the only contact.
		`Contact: ${baseUrl}/security`,
		`Expires: ${new Date(now.getTime() + SECURITY_TXT_LIFETIME_MS).toISOString().replace(/\.\d{3}Z$/, "Z")}`,
		`Preferred-Languages: ${SUPPORTED_LOCALES.join(", ")}`,
		`Canonical: ${baseUrl}/.well-known/security.txt`,
		`Policy: ${baseUrl}/security`,
		"",
	].join("\n");
}

function robotsTxt(baseUrl: string): string {
	// Every language's prefix spelled out rather than a wildcard, which not every crawler understands.
	const privatePaths = ["/api/", ...APP_PAGES.flatMap((page) => alternatePaths(page).map(({ path }) => path))];
	return [
		"# The public pages are for everyone; the app behind sign-in is private to each user.",
		"User-agent: *",
		...privatePaths.map((path) => `Disallow: ${path}`),
		"Allow: /",
		"",
		`Sitemap: ${baseUrl}/sitemap.xml`,
		"",
	].join("\n");
}

function sitemapXml(baseUrl: string): string {
	const urls = INDEXABLE_PAGES.flatMap((page) => {
		const alternates = alternatePaths(page);
		const links = [
			...alternates.map(({ locale, path }) => alternateLink(languageTag(locale), `${baseUrl}${path}`)),
			alternateLink("x-default", `${baseUrl}${localizePath(page, "en")}`),
		].join("");
		return alternates.map(({ path }) => `<url><loc>${escapeHtml(`${baseUrl}${path}`)}</loc>${links}</url>`);
	});
	return [
		'<?xml version="1.0" encoding="UTF-8"?>',
		'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
		...urls,
		"</urlset>",
		"",
	].join("\n");
}

function alternateLink(hreflang: string, href: string): string {
	return `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`;
}

const LANGUAGE_NAMES = new Intl.DisplayNames(["en"], { type: "language" });

function llmsTxt(baseUrl: string): string {
	const page = (path: string) => `${baseUrl}${path}`;
	return [
		"# Quadrant",
		"",
		"> Quadrant is a personal task manager built on the Eisenhower matrix. People sort their tasks into four",
		"> quadrants (urgent and important, important but not urgent, urgent but not important, neither) and see them as",
		"> a matrix or as a wall of sticky notes. It works in the browser, in seven languages, with a Free plan and a Pro",
		"> plan (several boards).",
		"",
		"## Pages",
		"",
		`- [Home](${page("/")}): what Quadrant is, and a start without an account`,
		`- [Tour](${page("/landing")}): the four quadrants, the matrix and sticky views, boards and languages`,
		`- [The Eisenhower matrix](${page("/eisenhower-matrix")}): the method, and how to tell urgent from important`,
		`- [Pricing](${page("/pricing")}): Free and Pro, with their limits and prices`,
		`- [Changelog](${page("/changelog")}): what changed, release by release`,
		`- [Security](${page("/security")}): how accounts and data are protected, and how to report a vulnerability`,
		`- [Privacy](${page("/privacy")}): what data is kept, why, and for how long`,
		`- [Terms](${page("/terms")}): the terms of use`,
		`- [Author](${page("/author")}): who makes Quadrant and how to reach them`,
		"",
		"## Other languages",
		"",
		...SUPPORTED_LOCALES.filter((locale) => locale !== "en").map(
			(locale) =>
				`- [${LANGUAGE_NAMES.of(locale)}](${page(localizePath("/", locale))}): the same pages under ${localizePath("/", locale)}/`,
		),
		"",
	].join("\n");
}
