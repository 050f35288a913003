import { Menu as MenuIcon } from "lucide-react";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { MenuOnDemand } from "#app/components/ui/menu-on-demand.tsx";
import type { AppPage } from "./app-page.ts";

const PageMenuContent = lazy(() => import("./page-menu-content.tsx"));

/**
 * The app's pages as one menu, which stands in for the navigation bar on a phone's header (shown below 640 px by
 * the layout): its button names the page the person is on.
 */
export function PageMenu({ pages, className }: { pages: AppPage[]; className: string }) {
	const { t } = useTranslation();
	const current = pages.find((page) => page.isCurrent)?.label ?? "";
	const trigger = {
		className: `min-w-0 items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-semibold text-text hover:bg-sunken max-sm:min-h-11 max-sm:min-w-11 max-sm:justify-center ${className}`,
		// Named by its content, not aria-label: the name must contain the text shown, in every language's word order.
		children: (
			<>
				<MenuIcon aria-hidden="true" className="size-4 shrink-0" />
				<span className="sr-only">{t("nav.menuLabel", { page: current })}</span>
				{/* The page's name beside the icon where it fits whole; the narrowest phones show the icon (its name stays). */}
				<span aria-hidden="true" className="hidden truncate min-[25rem]:inline">
					{current}
				</span>
			</>
		),
	};
	return (
		<MenuOnDemand trigger={trigger}>
			<PageMenuContent trigger={trigger} pages={pages} />
		</MenuOnDemand>
	);
}
