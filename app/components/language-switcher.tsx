import { Languages } from "lucide-react";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { MenuOnDemand } from "#app/components/ui/menu-on-demand.tsx";
import { rememberLocale } from "#app/lib/locale-cookie.ts";
import { localizePath } from "#app/lib/localized-path.ts";
import { isLocale, LOCALE_AUTONYMS, type Locale, languageTag } from "#core/constants.ts";

const LanguageMenuContent = lazy(() => import("./language-menu-content.tsx"));

/** Present in every layout: switches to the same page in another language and remembers the choice. */
export function LanguageSwitcher({ locale }: { locale: Locale }) {
	const { t } = useTranslation();
	const location = useLocation();
	const navigate = useNavigate();
	const onChoose = (value: string) => {
		if (!isLocale(value) || value === locale) return;
		rememberLocale(value);
		navigate(`${localizePath(location.pathname, value)}${location.search}${location.hash}`);
	};
	const trigger = {
		className:
			"inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm text-text hover:bg-sunken max-sm:min-h-11 max-sm:min-w-11 max-sm:justify-center",
		"aria-label": t("language.current", { language: LOCALE_AUTONYMS[locale] }),
		children: (
			<>
				<Languages aria-hidden="true" className="size-4" />
				<span lang={languageTag(locale)} className="max-sm:hidden">
					{LOCALE_AUTONYMS[locale]}
				</span>
			</>
		),
	};
	return (
		<MenuOnDemand trigger={trigger}>
			<LanguageMenuContent trigger={trigger} locale={locale} onChoose={onChoose} />
		</MenuOnDemand>
	);
}
