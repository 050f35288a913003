import { useTranslation } from "react-i18next";
import { useLocation, useRouteLoaderData } from "react-router";
import { localizePath } from "#app/lib/localized-path.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { type Locale, SUPPORTED_LOCALES } from "#core/constants.ts";

/** Open Graph wants a territory with each language. */
const OG_LOCALES: Record<Locale, string> = {
	en: "en_US",
	zh: "zh_CN",
	fr: "fr_FR",
	ko: "ko_KR",
	ja: "ja_JP",
	es: "es_ES",
	ms: "ms_MY",
};

/**
 * A public page's description, canonical address, Open Graph and Twitter card, in the page's language. React hoists
 * these tags into the head. The page renders its own `<title>`; the hreflang alternates are the root's (app/root.tsx).
 */
export function PageMeta({ title, description }: { title: string; description: string }) {
	const { t } = useTranslation();
	const locale = useLocale();
	const { pathname } = useLocation();
	const baseUrl = (useRouteLoaderData("root") as { baseUrl?: string } | undefined)?.baseUrl ?? "";
	const url = `${baseUrl}${localizePath(pathname, locale)}`;
	return (
		<>
			<meta name="description" content={description} />
			<link rel="canonical" href={url} />
			<meta property="og:type" content="website" />
			<meta property="og:site_name" content={t("app.name")} />
			<meta property="og:title" content={title} />
			<meta property="og:description" content={description} />
			<meta property="og:url" content={url} />
			<meta property="og:locale" content={OG_LOCALES[locale]} />
			{SUPPORTED_LOCALES.filter((other) => other !== locale).map((other) => (
				<meta key={other} property="og:locale:alternate" content={OG_LOCALES[other]} />
			))}
			{/* public/og-image.png: the logo and name on a 1200×630 card, rendered once by Chromium; no words to translate. */}
			<meta property="og:image" content={`${baseUrl}/og-image.png`} />
			<meta property="og:image:type" content="image/png" />
			<meta property="og:image:width" content="1200" />
			<meta property="og:image:height" content="630" />
			<meta property="og:image:alt" content={t("app.name")} />
			<meta name="twitter:card" content="summary_large_image" />
			<meta name="twitter:image" content={`${baseUrl}/og-image.png`} />
			<meta name="twitter:title" content={title} />
			<meta name="twitter:description" content={description} />
		</>
	);
}
