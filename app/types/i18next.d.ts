import type en from "#locales/en/translation.json";

// Translation keys are checked against the English catalog at compile time.
declare module "i18next" {
	interface CustomTypeOptions {
		defaultNS: "translation";
		resources: { translation: typeof en };
	}
}
