import { useTranslation } from "react-i18next";
import { MenuItem, MenuOpenedOnDemand } from "#app/components/ui/dropdown-menu.tsx";
import { Link } from "#app/components/ui/link.tsx";
import type { MenuTriggerLook } from "#app/components/ui/menu-on-demand.tsx";
import type { AppPage } from "./app-page.ts";

/** The page menu itself, loaded when first opened (see `PageMenu`). */
export default function PageMenuContent({ trigger, pages }: { trigger: MenuTriggerLook; pages: AppPage[] }) {
	const { t } = useTranslation();
	return (
		<MenuOpenedOnDemand trigger={trigger} aria-label={t("nav.main")} align="start">
			{pages.map((page) => (
				<MenuItem key={page.to} asChild className={page.isCurrent ? "font-semibold" : undefined}>
					<Link to={page.to} aria-current={page.isCurrent ? "page" : undefined}>
						{page.label}
					</Link>
				</MenuItem>
			))}
		</MenuOpenedOnDemand>
	);
}
