import { useTranslation } from "react-i18next";
import { useLocation, useRouteLoaderData } from "react-router";
import { stripLocalePrefix } from "#app/lib/localized-path.ts";
import { PageMeta } from "./page-meta.tsx";

/** The public pages with a description, by path; each renders its own `<title>` as `{title} · Quadrant`. */
const PAGES = {
	"/landing": "landing",
	"/pricing": "pricing",
	"/eisenhower-matrix": "eisenhowerMatrix",
	"/changelog": "changelog",
	"/security": "security",
	"/privacy": "privacy",
	"/terms": "terms",
	"/author": "author",
	"/login": "login",
} as const;

const isDescribed = (path: string): path is keyof typeof PAGES => Object.hasOwn(PAGES, path);

/** The meta tags of the public page being shown, from its path: the pages themselves need not know them. */
export function PublicPageMeta() {
	const { t } = useTranslation();
	const path = stripLocalePrefix(useLocation().pathname);
	// The sign-in page names Google among its ways in only where Google sign-in is configured.
	const login = useRouteLoaderData("routes/login/route") as { isGoogleEnabled?: boolean } | undefined;
	if (!isDescribed(path)) return null;
	const page = PAGES[path];
	const description =
		page === "login" && login?.isGoogleEnabled
			? t("pages.login.descriptionWithGoogle")
			: t(`pages.${page}.description`);
	return <PageMeta title={`${t(`pages.${page}.title`)} · ${t("app.name")}`} description={description} />;
}
