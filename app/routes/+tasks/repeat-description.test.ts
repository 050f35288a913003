import { describe, expect, it } from "vitest";
import { createI18n } from "#app/lib/i18n.ts";
import en from "#locales/en/translation.json" with { type: "json" };
import fr from "#locales/fr/translation.json" with { type: "json" };
import ko from "#locales/ko/translation.json" with { type: "json" };
import { describeRepeat } from "./repeat-description.ts";

const describeIn = (locale: "en" | "fr" | "ko", catalog: typeof en) => {
	const i18n = createI18n(locale, catalog);
	return (repeat: string) => describeRepeat(repeat, i18n.t, locale);
};

describe("describeRepeat", () => {
	it("says each kind of rule in English", () => {
		const say = describeIn("en", en);
		expect(say("FREQ=DAILY")).toBe("Repeats every day");
		expect(say("FREQ=DAILY;INTERVAL=3")).toBe("Repeats every 3 days");
		expect(say("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR")).toBe("Repeats every weekday");
		expect(say("FREQ=WEEKLY;BYDAY=TH,MO")).toBe("Repeats every week on Monday and Thursday");
		expect(say("FREQ=WEEKLY;INTERVAL=2")).toBe("Repeats every 2 weeks");
		expect(say("FREQ=MONTHLY;BYMONTHDAY=15")).toBe("Repeats every month on day 15");
		expect(say("FREQ=MONTHLY;INTERVAL=6")).toBe("Repeats every 6 months");
		expect(say("FREQ=YEARLY")).toBe("Repeats every year");
		expect(say("FREQ=WEEKLY;BYDAY=SA;COUNT=4")).toBe("Repeats every week on Saturday, 4 times left");
		expect(say("FREQ=DAILY;COUNT=1")).toBe("Repeats every day, 1 time left");
		expect(say("FREQ=DAILY;UNTIL=20261231")).toBe("Repeats every day, until Dec 31, 2026");
		expect(say("FREQ=HOURLY")).toBe(null);
	});

	it("says them in French, with French plurals, days and dates", () => {
		const say = describeIn("fr", fr as typeof en);
		expect(say("FREQ=DAILY")).toBe("Se répète tous les jours");
		expect(say("FREQ=DAILY;INTERVAL=3")).toBe("Se répète tous les 3 jours");
		expect(say("FREQ=WEEKLY;BYDAY=MO,TH")).toBe("Se répète toutes les semaines (lundi et jeudi)");
		expect(say("FREQ=MONTHLY;BYMONTHDAY=15;COUNT=2")).toBe("Se répète tous les mois, le 15, encore 2 fois");
		expect(say("FREQ=YEARLY;UNTIL=20261231")).toBe("Se répète tous les ans, jusqu’au 31 déc. 2026");
	});

	it("writes the end date in Korean with its words, as it reads before 까지", () => {
		const say = describeIn("ko", ko as typeof en);
		expect(say("FREQ=DAILY;UNTIL=20261231")).toContain("2026년 12월 31일까지");
	});
});
