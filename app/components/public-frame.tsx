import { useTranslation } from "react-i18next";
import { BrandLink } from "#app/components/brand-link.tsx";
import { SiteControls } from "#app/components/site-controls.tsx";
import { StaticSiteControls } from "#app/components/static-site-controls.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";

const FOOTER_PAGES = [
	["/eisenhower-matrix", "pages.eisenhowerMatrix.title"],
	["/pricing", "pages.pricing.title"],
	["/changelog", "pages.changelog.title"],
	["/security", "pages.security.title"],
	["/privacy", "pages.privacy.title"],
	["/terms", "pages.terms.title"],
	["/author", "pages.author.title"],
] as const;

/** Without plans (BILLING_MODE=off) there is no pricing page to link to. */
type Props = { hasPricing: boolean };

/** The public pages' header: the brand, Pricing and Sign in, the language and theme controls. */
export function PublicHeader({ hasPricing, isStatic }: Props & { isStatic: boolean }) {
	const { t } = useTranslation();
	const to = useLocalizedPath();
	return (
		<header className="border-b border-border bg-surface">
			<div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-2 px-4 py-3">
				<BrandLink />
				<nav aria-label={t("nav.main")} className="flex items-center gap-3 text-sm">
					{hasPricing ? (
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
	);
}

/** The public pages' footer: every public page, by name. */
export function PublicFooter({ hasPricing }: Props) {
	const { t } = useTranslation();
	const to = useLocalizedPath();
	const footerPages = FOOTER_PAGES.filter(([path]) => hasPricing || path !== "/pricing");
	return (
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
	);
}
