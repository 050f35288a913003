import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type Locale, QUADRANTS, type Quadrant } from "#core/constants.ts";
import { expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { MESSAGES } from "./support/catalogs.ts";
import { withoutDailyQuote } from "./support/daily-quote.ts";
import { clearExamples } from "./support/examples.ts";
import { hydrated, pathOf, signInAnonymously } from "./support/journeys.ts";
import { addTaskByApi } from "./support/matrix.ts";

const session = setupBrowser();

type When = "all" | "overdue" | "today" | "week" | "none";
type Counts = Record<Quadrant, number>;

/**
 * 20:30 UTC on 10 March is 09:30 on the 11th in Auckland and 13:30 on the 10th in Los Angeles: "today" is the
 * browser's day, not the server's or UTC's. The server's own clock is the real one, so the page's first render (by
 * the server's today) is corrected by the browser's as soon as it runs.
 */
const INSTANT = new Date("2026-03-10T20:30:00Z");
const TODAY = { "Pacific/Auckland": "2026-03-11", "America/Los_Angeles": "2026-03-10" } as const;
type Zone = keyof typeof TODAY;

const addDays = (date: string, days: number) =>
	new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The five tasks of the journey, by due date relative to the user's today. */
const TASKS = [
	{ title: "Pay the fine", quadrant: "urgent-important", due: -1 },
	{ title: "Call the dentist", quadrant: "urgent-important", due: 0 },
	{ title: "Draft the talk", quadrant: "not-urgent-important", due: 3 },
	{ title: "Book the trip", quadrant: "not-urgent-important", due: 10 },
	{ title: "Sort old photos", quadrant: "not-urgent-not-important", due: null },
] as const;

const counts = (ui: number, nui: number, uni: number, nuni: number): Counts => ({
	"urgent-important": ui,
	"not-urgent-important": nui,
	"urgent-not-important": uni,
	"not-urgent-not-important": nuni,
});

/** What each window shows: the titles, and how many each quadrant counts. */
const EXPECTED: Record<When, { titles: string[]; counts: Counts }> = {
	all: { titles: TASKS.map((task) => task.title), counts: counts(2, 2, 0, 1) },
	overdue: { titles: ["Pay the fine"], counts: counts(1, 0, 0, 0) },
	today: { titles: ["Call the dentist"], counts: counts(1, 0, 0, 0) },
	week: { titles: ["Call the dentist", "Draft the talk"], counts: counts(1, 1, 0, 0) },
	none: { titles: ["Sort old photos"], counts: counts(0, 0, 0, 1) },
};

/**
 * A new anonymous user's page in `zone`, its date and time fixed at INSTANT (timers still run, so the page and axe
 * work as usual), without the daily quote, with the five tasks.
 */
async function pageWithTasks(zone: Zone) {
	const page = await session.newPage({ timezoneId: zone });
	await page.clock.setFixedTime(INSTANT);
	await withoutDailyQuote(page);
	await signInAnonymously(page);
	await clearExamples(page);
	for (const task of TASKS) {
		const dueDate = task.due === null ? null : addDays(TODAY[zone], task.due);
		await addTaskByApi(page, task.quadrant, task.title, { dueDate });
	}
	return page;
}

const windowSelect = (page: Page, locale: Locale) =>
	page.getByRole("combobox", { name: MESSAGES[locale].timeWindow.label });

async function open(page: Page, locale: Locale, path: string) {
	await page.goto(path);
	await hydrated(page.getByRole("searchbox", { name: MESSAGES[locale].matrix.search }));
	await page.waitForLoadState("networkidle");
}

const region = (page: Page, locale: Locale, quadrant: Quadrant) =>
	page.getByRole("region", { name: MESSAGES[locale].quadrants[quadrant].name, exact: true });

/** The titles shown, and each quadrant's count as its badge says it. */
async function shown(page: Page, locale: Locale) {
	const titles = (await page.locator("main article h3").allTextContents()).sort();
	const entries = await Promise.all(
		QUADRANTS.map(async (quadrant) => {
			// The number shown; screen readers read it with its noun (boards.taskCount) instead.
			const badge = region(page, locale, quadrant).locator("p > span[aria-hidden='true']").first();
			return [quadrant, Number(await badge.textContent())] as const;
		}),
	);
	return { titles, counts: Object.fromEntries(entries) as Counts };
}

const expected = (when: When) => ({ titles: [...EXPECTED[when].titles].sort(), counts: EXPECTED[when].counts });

const whenOf = (page: Page) => new URL(page.url()).searchParams.get("when");

describe("time windows beside the search", () => {
	it("show exactly the tasks of each window, counted per quadrant, kept by the address, a reload and the sticky wall", async () => {
		const page = await pageWithTasks("Pacific/Auckland");
		await open(page, "en", "/matrix");
		const en = MESSAGES.en;
		await expect.poll(() => shown(page, "en")).toEqual(expected("all"));
		expect(await windowSelect(page, "en").inputValue()).toBe("all");

		for (const when of ["overdue", "today", "week", "none", "all"] as const) {
			await windowSelect(page, "en").selectOption(when);
			await expect.poll(() => shown(page, "en")).toEqual(expected(when));
			await expect.poll(() => whenOf(page)).toBe(when === "all" ? null : when);
		}

		// A quadrant the window leaves empty says so in one line.
		await windowSelect(page, "en").selectOption("overdue");
		await expect.poll(() => shown(page, "en")).toEqual(expected("overdue"));
		await expect
			.poll(() => region(page, "en", "not-urgent-important").getByText(en.timeWindow.empty.overdue).count())
			.toBe(1);
		await expectNoAxeViolations(page);

		await page.reload();
		await hydrated(page.getByRole("searchbox", { name: en.matrix.search }));
		expect(await windowSelect(page, "en").inputValue()).toBe("overdue");
		await expect.poll(() => shown(page, "en")).toEqual(expected("overdue"));

		await page.getByRole("link", { name: en.nav.sticky }).click();
		await expect.poll(() => pathOf(page)).toBe("/sticky");
		expect(whenOf(page)).toBe("overdue");
		await hydrated(page.getByRole("searchbox", { name: en.matrix.search }));
		expect(await windowSelect(page, "en").inputValue()).toBe("overdue");
		await expect.poll(() => shown(page, "en")).toEqual(expected("overdue"));
		await windowSelect(page, "en").selectOption("week");
		await expect.poll(() => shown(page, "en")).toEqual(expected("week"));
		await expectNoAxeViolations(page);

		await page.getByRole("link", { name: en.nav.matrix }).click();
		await expect.poll(() => pathOf(page)).toBe("/matrix");
		expect(whenOf(page)).toBe("week");
		await expect.poll(() => shown(page, "en")).toEqual(expected("week"));
	});

	it("is chosen with the keyboard, in French, by the day in Los Angeles", async () => {
		const page = await pageWithTasks("America/Los_Angeles");
		await open(page, "fr", "/fr/matrix");
		const fr = MESSAGES.fr;
		await expect.poll(() => shown(page, "fr")).toEqual(expected("all"));

		// From the search field, Tab reaches the window; the arrow keys choose in it.
		await page.getByRole("searchbox", { name: fr.matrix.search }).focus();
		await page.keyboard.press("Tab");
		const select = windowSelect(page, "fr");
		expect(await select.evaluate((element) => element === document.activeElement)).toBe(true);
		expect(await select.locator("option:checked").textContent()).toBe(fr.timeWindow.all);
		await page.keyboard.press("ArrowDown");
		await expect.poll(() => select.locator("option:checked").textContent()).toBe(fr.timeWindow.overdue);
		await expect.poll(() => shown(page, "fr")).toEqual(expected("overdue"));
		await expect.poll(() => whenOf(page)).toBe("overdue");
		await expect
			.poll(() => region(page, "fr", "not-urgent-important").getByText(fr.timeWindow.empty.overdue).count())
			.toBe(1);
		await page.keyboard.press("ArrowDown");
		await expect.poll(() => shown(page, "fr")).toEqual(expected("today"));
		await page.keyboard.press("ArrowDown");
		await expect.poll(() => shown(page, "fr")).toEqual(expected("week"));
		expect(await select.locator("option:checked").textContent()).toBe(fr.timeWindow.week);
		await expect.poll(() => whenOf(page)).toBe("week");
		await expectNoAxeViolations(page);

		await page.reload();
		await hydrated(page.getByRole("searchbox", { name: fr.matrix.search }));
		await expect.poll(() => shown(page, "fr")).toEqual(expected("week"));
		await page.getByRole("link", { name: fr.nav.sticky }).click();
		await expect.poll(() => pathOf(page)).toBe("/fr/sticky");
		expect(whenOf(page)).toBe("week");
		await expect.poll(() => shown(page, "fr")).toEqual(expected("week"));
	});

	it("takes a value it does not know as All, without an error", async () => {
		const page = await pageWithTasks("Pacific/Auckland");
		for (const value of ["soon", "TODAY", ""]) {
			await open(page, "en", `/matrix?when=${value}`);
			expect(await windowSelect(page, "en").inputValue()).toBe("all");
			await expect.poll(() => shown(page, "en")).toEqual(expected("all"));
		}
	});
});
