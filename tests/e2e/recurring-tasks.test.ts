import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Locale } from "#core/constants.ts";
import { changesSaved, expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { MESSAGES, prefixed } from "./support/catalogs.ts";
import { hydrated } from "./support/journeys.ts";
import { addTaskByApi, message } from "./support/matrix.ts";

const session = setupBrowser();

// Issue 18, item 3: a weekly task set in the editor, completed, is followed by the next one on the rule's next day.
// 29 October 2026 is a Thursday; Los Angeles leaves daylight saving time on 1 November, between the two.
const CASES = [
	{ locale: "en", described: "Repeats every week on Thursday" },
	{ locale: "fr", described: "Se répète toutes les semaines (jeudi)" },
] as const satisfies readonly { locale: Locale; described: string }[];

async function openMatrix(page: Page, locale: Locale) {
	await page.goto(prefixed(locale, "/matrix"));
	await hydrated(page.getByRole("searchbox", { name: MESSAGES[locale].matrix.search }));
	await page.waitForLoadState("networkidle");
}

describe("recurring tasks", () => {
	for (const { locale, described } of CASES) {
		it(`sets a weekly repeat in the editor, and completing the task shows the next one (${locale})`, async () => {
			const text = MESSAGES[locale];
			const page = await session.anonymousPage({ timezoneId: "America/Los_Angeles" });
			await addTaskByApi(page, "not-urgent-important", "Team notes", { dueDate: "2026-10-29" });
			await openMatrix(page, locale);
			const quadrant = page.getByRole("region", { name: text.quadrants["not-urgent-important"].name, exact: true });

			await quadrant.getByRole("button", { name: "Team notes", exact: true }).click();
			const editor = page.getByRole("dialog", { name: text.editor.editTitle });
			await editor.getByRole("combobox", { name: text.editor.repeat }).selectOption("weekly");
			// The days start from the due date's: Thursday.
			const days = editor.getByRole("group", { name: text.editor.repeatOn });
			await expect.poll(() => days.getByRole("checkbox", { checked: true }).count()).toBe(1);
			await expectNoAxeViolations(page);
			await editor.getByRole("button", { name: text.common.save }).click();
			await expect.poll(() => editor.isVisible()).toBe(false);

			const icon = quadrant.getByRole("img", { name: described });
			await expect.poll(() => icon.count()).toBe(1);
			await changesSaved(page);

			await page.getByRole("checkbox", { name: message(text.matrix.markDone, { title: "Team notes" }) }).click();
			// The next one: open, due the next Thursday, repeating the same way.
			const next = quadrant.getByRole("article").filter({ has: page.locator('time[datetime="2026-11-05"]') });
			await expect.poll(() => next.count()).toBe(1);
			expect(await next.getByRole("img", { name: described }).count()).toBe(1);
			expect(
				await next.getByRole("checkbox", { name: message(text.matrix.markDone, { title: "Team notes" }) }).isChecked(),
			).toBe(false);
			await expectNoAxeViolations(page);

			await changesSaved(page);
			await page.reload();
			await hydrated(page.getByRole("searchbox", { name: text.matrix.search }));
			expect(await quadrant.locator('time[datetime="2026-10-29"]').count()).toBe(1);
			expect(await quadrant.locator('time[datetime="2026-11-05"]').count()).toBe(1);
			expect(await quadrant.getByRole("img", { name: described }).count()).toBe(2);
		});
	}

	it("skips an occurrence and stops repeating from the task's menu", async () => {
		const text = MESSAGES.en;
		const page = await session.anonymousPage();
		await addTaskByApi(page, "urgent-important", "Pay rent", {
			dueDate: "2026-01-31",
			repeat: "FREQ=MONTHLY;BYMONTHDAY=31",
		});
		await openMatrix(page, "en");
		const quadrant = page.getByRole("region", { name: text.quadrants["urgent-important"].name, exact: true });
		const menu = () => page.getByRole("button", { name: message(text.matrix.taskActions, { title: "Pay rent" }) });
		await menu().click();
		await page.getByRole("menuitem", { name: text.matrix.skipOccurrence }).click();
		// February has no 31st: the next is in March.
		await expect.poll(() => quadrant.locator('time[datetime="2026-03-31"]').count()).toBe(1);
		await menu().click();
		await page.getByRole("menuitem", { name: text.matrix.stopRepeating }).click();
		await expect.poll(() => quadrant.getByRole("img", { name: "Repeats every month on day 31" }).count()).toBe(0);
		await changesSaved(page);
		await page.reload();
		await hydrated(page.getByRole("searchbox", { name: text.matrix.search }));
		expect(await quadrant.locator('time[datetime="2026-03-31"]').count()).toBe(1);
		expect(await quadrant.getByRole("img").count()).toBe(0);
	});
});
