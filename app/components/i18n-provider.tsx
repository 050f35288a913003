import { type ReactNode, useMemo } from "react";
import { I18nextProvider } from "react-i18next";
import { createI18n, type Messages } from "#app/lib/i18n.ts";
import type { Locale } from "#core/constants.ts";

export function I18nProvider({
	locale,
	messages,
	children,
}: {
	locale: Locale;
	messages: Messages;
	children: ReactNode;
}) {
	const i18n = useMemo(() => createI18n(locale, messages), [locale, messages]);
	return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
