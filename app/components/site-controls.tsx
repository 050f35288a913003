import { useLocale } from "#app/lib/use-locale.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { ThemeMenu } from "./theme-menu.tsx";

/** The language and theme controls that every layout carries. */
export function SiteControls() {
	const locale = useLocale();
	return (
		<div className="flex items-center gap-1">
			<LanguageSwitcher locale={locale} />
			<ThemeMenu />
		</div>
	);
}
