import type { InstanceFacts } from "#app/content/legal/document.ts";
import type { Locale } from "#core/constants.ts";
import en from "./en.ts";
import es from "./es.ts";
import fr from "./fr.ts";
import ja from "./ja.ts";
import ko from "./ko.ts";
import ms from "./ms.ts";
import type { PrivacyText } from "./shape.ts";
import zh from "./zh.ts";

/** The privacy page's text in each language, written from this instance's facts. */
export const PRIVACY_TEXTS: Record<Locale, (facts: InstanceFacts) => PrivacyText> = { en, zh, fr, ko, ja, es, ms };
