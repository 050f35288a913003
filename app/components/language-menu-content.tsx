import { useTranslation } from "react-i18next";
import { MenuOpenedOnDemand, MenuRadioGroup, MenuRadioItem } from "#app/components/ui/dropdown-menu.tsx";
import type { MenuTriggerLook } from "#app/components/ui/menu-on-demand.tsx";
import { LOCALE_AUTONYMS, type Locale, languageTag, SUPPORTED_LOCALES } from "#core/constants.ts";

type Props = { trigger: MenuTriggerLook; locale: Locale; onChoose: (value: string) => void };

/** The language menu itself, loaded when first opened (see `LanguageSwitcher`). */
export default function LanguageMenuContent({ trigger, locale, onChoose }: Props) {
	const { t } = useTranslation();
	return (
		<MenuOpenedOnDemand trigger={trigger} aria-label={t("language.label")}>
			<MenuRadioGroup value={locale} onValueChange={onChoose}>
				{SUPPORTED_LOCALES.map((code) => (
					<MenuRadioItem key={code} value={code} lang={languageTag(code)}>
						{LOCALE_AUTONYMS[code]}
					</MenuRadioItem>
				))}
			</MenuRadioGroup>
		</MenuOpenedOnDemand>
	);
}
