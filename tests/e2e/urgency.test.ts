import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Locale, QUOTE_ENABLED_STORAGE_KEY, type Quadrant } from "#core/constants.ts";
import { type ServerProcess, startServer } from "#tests/setup/server-process.ts";
import { expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { MESSAGES, prefixed } from "./support/catalogs.ts";
import { clearExamples } from "./support/examples.ts";
import { hydrated, signInAnonymously } from "./support/journeys.ts";
import { addTaskByApi } from "./support/matrix.ts";

const session = setupBrowser();

// A server of its own whose rule runs every second (the shared one's never does during a run). Its clock is the real
// one: the user's "a day later" is their window growing by a day, which the rule sees as a day having passed.
let server: ServerProcess;
beforeAll(async () => {
	server = await startServer({ SMTP_URL: inject("smtpUrl"), URGENCY_ESCALATION_INTERVAL_MS: "1000" });
});
afterAll(async () => {
	await server?.stop();
});

const DAY_MS = 86_400_000;
/** The date `days` from now in UTC, the zone of a user whose browser has not reported one, and of these pages. */
const dueIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const fill = (template: string, values: Record<string, string | number>) =>
	template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

const region = (page: Page, locale: Locale, quadrant: Quadrant) =>
	page.getByRole("region", { name: MESSAGES[locale].quadrants[quadrant].name, exact: true });
const card = (page: Page, locale: Locale, quadrant: Quadrant, title: string) =>
	region(page, locale, quadrant).getByRole("article", { name: title });

async function newUserWithTask(title: string) {
	const page = await session.newPage({ baseURL: server.baseUrl, timezoneId: "UTC" });
	await page.addInitScript((key) => localStorage.setItem(key, "false"), QUOTE_ENABLED_STORAGE_KEY);
	await signInAnonymously(page);
	await clearExamples(page);
	await addTaskByApi(page, "not-urgent-important", title, { dueDate: dueIn(3) });
	return page;
}

async function openMatrix(page: Page, locale: Locale) {
	await page.goto(prefixed(locale, "/matrix"));
	await hydrated(page.getByRole("searchbox", { name: MESSAGES[locale].matrix.search }));
}

/** The profile's urgency setting, chosen and saved as a person does. */
async function chooseUrgencyDays(page: Page, locale: Locale, days: number) {
	const messages = MESSAGES[locale];
	await page.goto(prefixed(locale, "/profile"));
	const save = page.getByRole("button", { name: messages.settings.save });
	await hydrated(save);
	const select = page.getByRole("combobox", { name: messages.settings.urgencyDays });
	expect(await select.inputValue()).toBe("2");
	await select.selectOption(String(days));
	await save.click();
	await expect.poll(() => page.getByRole("status").filter({ hasText: messages.settings.saved }).count()).toBe(1);
}

describe("urgency from deadlines", () => {
	for (const locale of ["en", "fr"] as const) {
		it(`moves a task due in 3 days once its window reaches it, says why, and Undo puts it back pinned (${locale})`, async () => {
			const messages = MESSAGES[locale];
			const title = locale === "en" ? "Draft the talk" : "Préparer l’exposé";
			const page = await newUserWithTask(title);
			await openMatrix(page, locale);
			// Due in 3 days with the new user's 2-day window: not urgent, and the rule leaves it (a round runs each second).
			await card(page, locale, "not-urgent-important", title).waitFor();

			await chooseUrgencyDays(page, locale, 3);
			await openMatrix(page, locale);
			const moved = card(page, locale, "urgent-important", title);
			await moved.waitFor({ timeout: 10_000 });
			const why = fill(messages.matrix.dueInDays_other, { count: 3 });
			await moved.getByText(why).waitFor();
			const toastTitle = fill(messages.matrix.escalated, {
				title,
				quadrant: messages.quadrants["urgent-important"].name,
			});
			await page.getByText(toastTitle, { exact: true }).waitFor();
			await expectNoAxeViolations(page);

			await page.getByRole("button", { name: messages.matrix.undo }).click();
			const back = card(page, locale, "not-urgent-important", title);
			await back.waitFor();
			await back.getByRole("img", { name: messages.matrix.pinned }).waitFor();
			// Pinned: later rounds leave it where the person put it, and a reload does not announce it again.
			await openMatrix(page, locale);
			await back.getByRole("img", { name: messages.matrix.pinned }).waitFor();
			expect(await page.getByText(toastTitle, { exact: true }).count()).toBe(0);
			const { tasks } = (await (await page.request.get("/api/v1/tasks")).json()) as {
				tasks: { quadrant: Quadrant; isPinned: boolean }[];
			};
			expect(tasks).toEqual([expect.objectContaining({ quadrant: "not-urgent-important", isPinned: true })]);
			await expectNoAxeViolations(page);
		});
	}
});
