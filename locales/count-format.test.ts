import { describe, expect, it } from "vitest";
import { translatorFor } from "./catalogs.server.ts";

// Intl groups French digits with a narrow no-break space (U+202F).
describe("a count in a message", () => {
	it.each([
		["en", 1234, "1,234 tasks"],
		["fr", 1234, "1\u202f234 tâches"],
		["fr", 1_000_000, "1\u202f000\u202f000 de tâches"],
		["fr", 1, "1 tâche"],
		["es", 12345, "12.345 tareas"],
		["ms", 1234, "1,234 tugasan"],
		["ko", 1234, "할 일 1,234개"],
		["zh", 1234, "1,234 个任务"],
		["ja", 1234, "1,234 件のタスク"],
	] as const)("is grouped as %s groups digits (%d), the plural still chosen by the number", (locale, count, text) => {
		expect(translatorFor(locale)("boards.taskCount", { count })).toBe(text);
	});

	it("leaves other numbers as they are given", () => {
		expect(translatorFor("en")("repeat.monthlyOn", { day: 1234 })).toBe("Repeats every month on day 1234");
	});
});
