import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { BrandLink } from "#app/components/brand-link.tsx";
import { PublicPageMeta } from "#app/components/public-meta/public-page-meta.tsx";
import { SiteControls } from "#app/components/site-controls.tsx";
import { SkipLink } from "#app/components/skip-link.tsx";
import { StaticSiteControls } from "#app/components/static-site-controls.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { requestContext } from "#app/lib/request-context.ts";
import { useIsStaticPage } from "#app/lib/static-page.ts";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";
import type { Route } from "./+types/public-layout";

const FOOTER_PAGES = [
	["/eisenhower-matrix", "pages.eisenhowerMatrix.title"],
	["/pricing", "pages.pricing.title"],
	["/changelog", "pages.changelog.title"],
	["/security", "pages.security.title"],
	["/privacy", "pages.privacy.title"],
	["/terms", "pages.terms.title"],
	["/author", "pages.author.title"],
] as const;

// Without plans (BILLING_MODE=off) there is no pricing page to link to.
export async function loader({ context }: Route.LoaderArgs) {
	return { hasPricing: context.get(requestContext).billingMode !== "off" };
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation();
	const to = useLocalizedPath();
	// Every page here is static but the sign-in page, which keeps the app's React menus.
	const isStatic = useIsStaticPage();
	const footerPages = FOOTER_PAGES.filter(([path]) => loaderData.hasPricing || path !== "/pricing");
	return (
		<div className="flex min-h-dvh flex-col">
			<SkipLink />
			<header className="border-b border-border bg-surface">
				<div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-2 px-4 py-3">
					<BrandLink />
					<nav aria-label={t("nav.main")} className="flex items-center gap-3 text-sm">
						{loaderData.hasPricing ? (
							<Link to={to("/pricing")} className="hover:underline">
								{t("nav.pricing")}
							</Link>
						) : null}
						<Link to={to("/login")} className="hover:underline">
							{t("nav.login")}
						</Link>
					</nav>
					{isStatic ? <StaticSiteControls /> : <SiteControls />}
				</div>
			</header>
			<main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-10">
				<PublicPageMeta />
				<Outlet />
			</main>
			<footer className="border-t border-border bg-surface">
				<nav aria-label={t("nav.footer")} className="mx-auto max-w-5xl px-4 py-6">
					<ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted">
						{footerPages.map(([path, titleKey]) => (
							<li key={path}>
								<Link to={to(path)} className="hover:underline">
									{t(titleKey)}
								</Link>
							</li>
						))}
					</ul>
				</nav>
			</footer>
		</div>
	);
}
