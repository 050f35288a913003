import { Hono } from "hono";
import { localizePath } from "#app/lib/localized-path.ts";
import { manifestPath, THEME_COLORS } from "#app/lib/web-app-manifest-link.ts";
import { type Locale, languageTag, SUPPORTED_LOCALES } from "#core/constants.ts";
import { translatorFor } from "#locales/catalogs.server.ts";

// The web app manifest (W3C Web Application Manifest), one per language: what a browser needs to offer "Install
// Quadrant" and what the installed app is called, in the language of the page that linked it. One `id` for every
// language, so installing from a Japanese page and an English one is the same app.

const CACHE_FOR_AN_HOUR = "public, max-age=3600";

export function webAppManifestRoutes() {
	const app = new Hono();
	for (const locale of SUPPORTED_LOCALES) {
		const body = JSON.stringify(webAppManifest(locale));
		app.get(manifestPath(locale), (c) =>
			c.body(body, 200, { "Content-Type": "application/manifest+json", "Cache-Control": CACHE_FOR_AN_HOUR }),
		);
	}
	return app;
}

function webAppManifest(locale: Locale) {
	const t = translatorFor(locale);
	return {
		id: "/matrix",
		name: t("app.name"),
		short_name: t("app.name"),
		description: t("app.tagline"),
		lang: languageTag(locale),
		dir: "ltr",
		start_url: localizePath("/matrix", locale),
		scope: "/",
		display: "standalone",
		theme_color: THEME_COLORS.light,
		background_color: THEME_COLORS.light,
		icons: [
			{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
			{ src: "/icons/quadrant-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
			{ src: "/icons/quadrant-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
			{ src: "/icons/quadrant-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
		],
	};
}
