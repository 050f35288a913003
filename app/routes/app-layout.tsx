import { useTranslation } from "react-i18next";
import { NavLink, Outlet } from "react-router";
import { BrandLink } from "#app/components/brand-link.tsx";
import { SiteControls } from "#app/components/site-controls.tsx";
import { SkipLink } from "#app/components/skip-link.tsx";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";

const APP_PAGES = [
	["/matrix", "nav.matrix"],
	["/sticky", "nav.sticky"],
	["/profile", "nav.profile"],
] as const;

export default function AppLayout() {
	const { t } = useTranslation();
	const to = useLocalizedPath();
	return (
		<div className="flex min-h-dvh flex-col">
			<SkipLink />
			<header className="border-b border-border bg-surface">
				<div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2">
					<BrandLink />
					<nav aria-label={t("nav.main")}>
						<ul className="flex items-center gap-1 text-sm">
							{APP_PAGES.map(([path, labelKey]) => (
								<li key={path}>
									<NavLink
										to={to(path)}
										className="rounded-md px-3 py-1.5 hover:bg-sunken aria-[current=page]:bg-sunken aria-[current=page]:font-semibold"
									>
										{t(labelKey)}
									</NavLink>
								</li>
							))}
						</ul>
					</nav>
					<SiteControls />
				</div>
			</header>
			<main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
				<Outlet />
			</main>
		</div>
	);
}
