import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Locale, Quadrant } from "#core/constants.ts";
import { type ClockedServerProcess, startServerWithClock } from "#tests/setup/server-process.ts";
import { changesSaved, expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { MESSAGES, prefixed } from "./support/catalogs.ts";
import { withoutDailyQuote } from "./support/daily-quote.ts";
import { clearExamples } from "./support/examples.ts";
import { hydrated, signInAnonymously } from "./support/journeys.ts";
import { addTaskByApi } from "./support/matrix.ts";

const session = setupBrowser();

// A server of its own, whose rule runs every second (the shared one's never does during a run) and whose clock the
// test moves (tests/setup/server-clock.ts); the pages' clocks move with it (Playwright's clock), so both agree on the day.
// Each test signs in four people from one address (itself and the witnesses of aRoundOfTheRule): the suite's limit.
let server: ClockedServerProcess;
beforeAll(async () => {
	server = await startServerWithClock({
		SMTP_URL: inject("smtpUrl"),
		URGENCY_ESCALATION_INTERVAL_MS: "1000",
		AUTH_RATE_LIMIT_PER_MINUTE: "10000",
	});
});
afterAll(async () => {
	await server?.stop();
});

const DAY_MS = 86_400_000;
/** The first noon UTC after `time`: each test starts there, so a day moved on never crosses a midnight by chance. */
function noonAfter(time: number): number {
	const noon = Math.floor(time / DAY_MS) * DAY_MS + DAY_MS / 2;
	return noon > time ? noon : noon + DAY_MS;
}
/** The date of `time` in UTC, the zone of a user whose browser has not reported one, and of these pages. */
const dateOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const fill = (template: string, values: Record<string, string | number>) =>
	template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

const region = (page: Page, locale: Locale, quadrant: Quadrant) =>
	page.getByRole("region", { name: MESSAGES[locale].quadrants[quadrant].name, exact: true });
const card = (page: Page, locale: Locale, quadrant: Quadrant, title: string) =>
	region(page, locale, quadrant).getByRole("article", { name: title });

type ApiTask = { quadrant: Quadrant; isPinned: boolean; dueDate: string | null };
/**
 * The user's tasks as the API gives them, fetched by the page itself: Chromium sends a request again when the server
 * has just closed the idle connection it picked, where page.request's client fails with ECONNRESET.
 */
const tasksOf = (page: Page) =>
	page.evaluate(async () => ((await (await fetch("/api/v1/tasks")).json()) as { tasks: ApiTask[] }).tasks);

/** A new user (the rule on, 2 days) at `start` on both clocks, with one task due 3 days later, not urgent. */
async function newUserWithTask(title: string, start: number) {
	await server.setTime(start);
	const page = await session.newPage({ baseURL: server.baseUrl, timezoneId: "UTC" });
	// The page's clock starts where the server's is and runs on from there, its timers with it.
	await page.clock.install({ time: start });
	await withoutDailyQuote(page);
	await signInAnonymously(page);
	await clearExamples(page);
	await addTaskByApi(page, "not-urgent-important", title, { dueDate: dateOf(start + 3 * DAY_MS) });
	return page;
}

/**
 * Resolves once the rule has made a round that began after this call: another person's task, due today on the server's
 * clock, has moved. A round reads its candidates at once, so what the test changed before the call was in it too.
 */
async function aRoundOfTheRule() {
	const witness = await session.newPage({ baseURL: server.baseUrl, timezoneId: "UTC" });
	await signInAnonymously(witness);
	await clearExamples(witness);
	await addTaskByApi(witness, "not-urgent-important", "Witness", { dueDate: dateOf(server.now()) });
	await expect
		.poll(async () => (await tasksOf(witness)).map((task) => task.quadrant), { timeout: 10_000 })
		.toEqual(["urgent-important"]);
	await witness.context().close();
}

async function openMatrix(page: Page, locale: Locale) {
	await page.goto(prefixed(locale, "/matrix"));
	await hydrated(page.getByRole("searchbox", { name: MESSAGES[locale].matrix.search }));
}

/** Opens a card's menu and chooses `item`, by keyboard alone. */
async function chooseFromMenu(page: Page, locale: Locale, task: Locator, title: string, item: string) {
	await task.getByRole("button", { name: fill(MESSAGES[locale].matrix.taskActions, { title }) }).focus();
	await page.keyboard.press("Enter");
	await page.getByRole("menuitem", { name: item }).focus();
	await page.keyboard.press("Enter");
}

describe("urgency from deadlines", () => {
	for (const locale of ["en", "fr"] as const) {
		it(`moves a task due in 3 days once a day passes, says why once; Undo pins it, Unpin frees it, a later date leaves it, Move back moves it (${locale})`, async () => {
			const messages = MESSAGES[locale];
			const title = locale === "en" ? "Draft the talk" : "Préparer l’exposé";
			const pinned = messages.matrix.pinned;
			const page = await newUserWithTask(title, noonAfter(server.now()));
			await openMatrix(page, locale);
			// Due in 3 days with the new user's 2-day window: not urgent, and a round of the rule leaves it there.
			await card(page, locale, "not-urgent-important", title).waitFor();
			await aRoundOfTheRule();
			expect(await tasksOf(page)).toEqual([expect.objectContaining({ quadrant: "not-urgent-important" })]);
			expect(await card(page, locale, "not-urgent-important", title).count()).toBe(1);

			// A day later on both clocks, the page left open: its timers that fell due in the day fire once, as after a
			// night asleep. The page first, so the move the server then makes is seen on the new day.
			await page.clock.fastForward(DAY_MS);
			await server.setTime(server.now() + DAY_MS);
			const moved = card(page, locale, "urgent-important", title);
			await moved.waitFor({ timeout: 10_000 });
			const why = fill(messages.matrix.dueInDays_other, { count: 2 });
			await moved.getByText(why, { exact: true }).waitFor();
			const toastTitle = fill(messages.matrix.escalated, {
				title,
				quadrant: messages.quadrants["urgent-important"].name,
			});
			const toast = page.getByText(toastTitle, { exact: true });
			await toast.waitFor();
			expect(await toast.count()).toBe(1);
			await expectNoAxeViolations(page);

			// The toast's Undo, reached by keyboard: while it has the focus the toast stays.
			const undo = page.getByRole("button", { name: messages.matrix.undo });
			await undo.focus();
			// Announced once: another tab of this browser shows the move and why, and does not announce it again.
			const otherTab = await page.context().newPage();
			await openMatrix(otherTab, locale);
			await card(otherTab, locale, "urgent-important", title).getByText(why, { exact: true }).waitFor();
			await otherTab.waitForLoadState("networkidle");
			expect(await otherTab.getByText(toastTitle, { exact: true }).count()).toBe(0);
			await otherTab.close();
			await undo.press("Enter");
			const back = card(page, locale, "not-urgent-important", title);
			await back.getByRole("img", { name: pinned }).waitFor();
			await changesSaved(page);
			// Pinned: a later round leaves it where the person put it, and a reload does not announce the move again.
			await aRoundOfTheRule();
			await openMatrix(page, locale);
			await back.getByRole("img", { name: pinned }).waitFor();
			expect(await toast.count()).toBe(0);
			expect(await tasksOf(page)).toEqual([
				expect.objectContaining({ quadrant: "not-urgent-important", isPinned: true }),
			]);
			await expectNoAxeViolations(page);

			// "Unpin": the rule may move it again, and does at its next round.
			await chooseFromMenu(page, locale, back, title, messages.matrix.unpin);
			const movedAgain = card(page, locale, "urgent-important", title);
			await movedAgain.waitFor({ timeout: 10_000 });
			expect(await movedAgain.getByRole("img", { name: pinned }).count()).toBe(0);

			// Its due date pushed later in the editor: it stays where it is, even after a round of the rule.
			await movedAgain.getByRole("button", { name: title, exact: true }).focus();
			await page.keyboard.press("Enter");
			const editor = page.getByRole("dialog", { name: messages.editor.editTitle });
			const later = dateOf(server.now() + 10 * DAY_MS);
			await editor.getByLabel(messages.editor.dueDate).fill(later);
			await editor.getByRole("button", { name: messages.common.save }).focus();
			await page.keyboard.press("Enter");
			await expect.poll(() => editor.isVisible()).toBe(false);
			await changesSaved(page);
			await aRoundOfTheRule();
			await openMatrix(page, locale);
			const stayed = card(page, locale, "urgent-important", title);
			await stayed.locator(`time[datetime="${later}"]`).waitFor();
			expect(await tasksOf(page)).toEqual([
				expect.objectContaining({ quadrant: "urgent-important", isPinned: false, dueDate: later }),
			]);
			await expectNoAxeViolations(page);

			// …and its menu offers the way back, which moves it as a hand move does: pinned there.
			const notUrgent = messages.quadrants["not-urgent-important"].name;
			await chooseFromMenu(page, locale, stayed, title, fill(messages.matrix.moveBack, { quadrant: notUrgent }));
			await card(page, locale, "not-urgent-important", title).getByRole("img", { name: pinned }).waitFor();
			await changesSaved(page);
			expect(await tasksOf(page)).toEqual([
				expect.objectContaining({ quadrant: "not-urgent-important", isPinned: true, dueDate: later }),
			]);
			await expectNoAxeViolations(page);
		});
	}
});
