import { describe, expect, it, vi } from "vitest";
import en from "#locales/en/translation.json" with { type: "json" };
import fr from "#locales/fr/translation.json" with { type: "json" };
import { createI18n, type Messages } from "./i18n.ts";

describe("a page's translations", () => {
	it("looks each text up once, then answers it from memory", () => {
		const instance = createI18n("en", en);
		const translate = vi.spyOn(instance, "t");
		const t = instance.getFixedT("en");
		const texts = [1, 2, 3].map(() => [t("matrix.pinned"), t("matrix.dueInDays", { count: 3 })]);
		// A component rendered later asks for its own `t` (react-i18next does for each one).
		const later = instance.getFixedT("en");
		texts.push([later("matrix.pinned"), later("matrix.dueInDays", { count: 3 })]);
		expect(new Set(texts.map((pair) => pair.join("|"))).size).toBe(1);
		expect(texts[0]).toEqual([en.matrix.pinned, "Due in 3 days"]);
		expect(translate).toHaveBeenCalledTimes(2);
	});

	it("looks a text up every time when an option is not a plain value", () => {
		const instance = createI18n("en", en);
		const translate = vi.spyOn(instance, "t");
		const t = instance.getFixedT("en");
		for (const count of [Number.NaN, Number.NaN]) t("matrix.dueInDays", { count });
		t("matrix.dueInDays", { count: 2, replace: { count: 3 } });
		t("matrix.dueInDays", { count: 2, replace: { count: 4 } });
		expect(translate).toHaveBeenCalledTimes(4);
	});

	it("tells apart the values of an interpolation", () => {
		const t = createI18n("en", en).getFixedT("en");
		expect(t("matrix.dueInDays", { count: 1 })).toBe("Due in 1 day");
		expect(t("matrix.dueInDays", { count: 2 })).toBe("Due in 2 days");
	});

	it("follows a change of language or catalog", () => {
		// A copy: i18next merges a bundle added later into the catalog object it was given.
		const instance = createI18n("en", structuredClone(en));
		expect(instance.getFixedT("en")("matrix.pinned")).toBe(en.matrix.pinned);
		instance.addResourceBundle("en", "translation", { matrix: { pinned: "Stuck" } }, true, true);
		expect(instance.getFixedT("en")("matrix.pinned")).toBe("Stuck");
		instance.addResourceBundle("fr", "translation", fr as Messages);
		void instance.changeLanguage("fr");
		expect(instance.getFixedT(instance.language)("matrix.pinned")).toBe(fr.matrix.pinned);
	});
});
