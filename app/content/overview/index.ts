import type { Locale } from "#core/constants.ts";
import en from "./en.ts";
import es from "./es.ts";
import fr from "./fr.ts";
import ja from "./ja.ts";
import ko from "./ko.ts";
import ms from "./ms.ts";
import type { OverviewContent } from "./types.ts";
import zh from "./zh.ts";

// Server-rendered only (the page ships no JavaScript): all seven languages cost the browser nothing.
const CONTENT: Record<Locale, OverviewContent> = { en, zh, fr, ko, ja, es, ms };

export const overviewContent = (locale: Locale): OverviewContent => CONTENT[locale];
