import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { createI18n, type Messages } from "#app/lib/i18n.ts";
import type { Locale } from "#core/constants.ts";

// One instance per catalog, kept: the catalogs are loaded once per process (app/lib/catalog.ts), and a server
// would otherwise build an instance for every page it renders.
const instances = new WeakMap<Messages, ReturnType<typeof createI18n>>();

function i18nFor(locale: Locale, messages: Messages) {
	let instance = instances.get(messages);
	if (!instance || instance.language !== locale) {
		instance = createI18n(locale, messages);
		instances.set(messages, instance);
	}
	return instance;
}

export function I18nProvider({
	locale,
	messages,
	children,
}: {
	locale: Locale;
	messages: Messages;
	children: ReactNode;
}) {
	return <I18nextProvider i18n={i18nFor(locale, messages)}>{children}</I18nextProvider>;
}
