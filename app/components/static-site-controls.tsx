import { useLocale } from "#app/lib/use-locale.ts";
import { StaticLanguageMenu } from "./static-language-menu.tsx";
import { StaticThemeMenu } from "./static-theme-menu.tsx";

/** SiteControls for a static page (app/lib/static-page.ts): the same two menus, without React in the browser. */
export function StaticSiteControls() {
	const locale = useLocale();
	return (
		<div className="flex items-center gap-1">
			<StaticLanguageMenu locale={locale} />
			<StaticThemeMenu />
		</div>
	);
}
