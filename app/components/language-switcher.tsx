import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { Menu, MenuContent, MenuRadioGroup, MenuRadioItem, MenuTrigger } from "#app/components/ui/dropdown-menu.tsx";
import { rememberLocale } from "#app/lib/locale-cookie.ts";
import { localizePath } from "#app/lib/localized-path.ts";
import { isLocale, LOCALE_AUTONYMS, type Locale, SUPPORTED_LOCALES } from "#core/constants.ts";

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
	return (
		<Menu>
			<MenuTrigger
				className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm text-text hover:bg-sunken"
				aria-label={t("language.current", { language: LOCALE_AUTONYMS[locale] })}
			>
				<Languages aria-hidden="true" className="size-4" />
				<span lang={locale}>{LOCALE_AUTONYMS[locale]}</span>
			</MenuTrigger>
			<MenuContent aria-label={t("language.label")}>
				<MenuRadioGroup value={locale} onValueChange={onChoose}>
					{SUPPORTED_LOCALES.map((code) => (
						<MenuRadioItem key={code} value={code} lang={code}>
							{LOCALE_AUTONYMS[code]}
						</MenuRadioItem>
					))}
				</MenuRadioGroup>
			</MenuContent>
		</Menu>
	);
}
