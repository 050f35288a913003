import { Check, Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { localizePath } from "#app/lib/localized-path.ts";
import { LOCALE_AUTONYMS, type Locale, languageTag, SUPPORTED_LOCALES } from "#core/constants.ts";
import { STATIC_MENU_ITEM_CLASS, StaticMenu } from "./static-menu.tsx";

/** The language switcher of a static page: a link to this page in each language (the script remembers the choice). */
export function StaticLanguageMenu({ locale }: { locale: Locale }) {
	const { t } = useTranslation();
	const { pathname, search } = useLocation();
	return (
		<StaticMenu
			label={t("language.current", { language: LOCALE_AUTONYMS[locale] })}
			summaryClassName="items-center gap-1.5 rounded-md px-2 py-1.5 text-sm text-text hover:bg-sunken"
			summary={
				<>
					<Languages aria-hidden="true" className="size-4" />
					<span lang={languageTag(locale)}>{LOCALE_AUTONYMS[locale]}</span>
				</>
			}
		>
			<ul aria-label={t("language.label")}>
				{SUPPORTED_LOCALES.map((code) => (
					<li key={code}>
						<Link
							to={`${localizePath(pathname, code)}${search}`}
							reloadDocument
							hrefLang={languageTag(code)}
							lang={languageTag(code)}
							data-locale={code}
							aria-current={code === locale ? "true" : undefined}
							className={STATIC_MENU_ITEM_CLASS}
						>
							<Check aria-hidden="true" className={code === locale ? "" : "invisible"} />
							{LOCALE_AUTONYMS[code]}
						</Link>
					</li>
				))}
			</ul>
		</StaticMenu>
	);
}
