import type { Download, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { en, fr } from "./support/catalogs.ts";
import { clearExamplesThroughApi } from "./support/examples.ts";
import { pathOf, signedInUser, signUpThroughApi, uniqueEmail, visit } from "./support/journeys.ts";
import { addTaskByApi, message } from "./support/matrix.ts";

const session = setupBrowser();
const DATED = String.raw`\d{4}-\d{2}-\d{2}`;

const yourData = (page: Page) => page.getByRole("region", { name: en.yourData.heading });

/** Clicks a download link and answers the file the browser saved, with the name it suggested. */
async function downloadFrom(page: Page, link: Locator): Promise<{ name: string; bytes: Buffer }> {
	const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
	// The suite's browser is connected to, not launched here: the file is streamed over rather than read in place.
	const chunks: Buffer[] = [];
	for await (const chunk of await (download as Download).createReadStream()) chunks.push(chunk as Buffer);
	return { name: (download as Download).suggestedFilename(), bytes: Buffer.concat(chunks) };
}

/** Opens the deletion dialog from the profile's "Your data" section. */
async function openDeleteDialog(page: Page) {
	await yourData(page).getByRole("button", { name: en.yourData.delete.open }).click();
	const dialog = page.getByRole("dialog", { name: en.yourData.delete.title });
	await expect.poll(() => dialog.isVisible()).toBe(true);
	return dialog;
}

describe("your data", () => {
	it("downloads everything as JSON and the tasks as CSV, then deletes the account after typing the email", async () => {
		const page = await session.newPage();
		const email = uniqueEmail("your-data");
		await signUpThroughApi(page, email, "correct horse battery staple");
		await clearExamplesThroughApi(page);
		await addTaskByApi(page, "urgent-important", "準備する資料", { description: "Für morgen, bitte" });
		await addTaskByApi(page, "not-urgent-important", "=1+2");

		await visit(page, "/profile");
		const json = await downloadFrom(page, yourData(page).getByRole("link", { name: en.yourData.downloadJson }));
		expect(json.name).toMatch(new RegExp(`^quadrant-export-${DATED}\\.json$`));
		const data = JSON.parse(json.bytes.toString("utf8"));
		expect(data).toMatchObject({ formatVersion: 1, account: { email, isAnonymous: false } });
		expect(data.tasks.map((task: { title: string }) => task.title).sort()).toEqual(["=1+2", "準備する資料"]);

		const csv = await downloadFrom(page, yourData(page).getByRole("link", { name: en.yourData.downloadCsv }));
		expect(csv.name).toMatch(new RegExp(`^quadrant-tasks-${DATED}\\.csv$`));
		expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
		const text = csv.bytes.toString("utf8");
		expect(text).toContain('My board,urgent-important,準備する資料,"Für morgen, bitte",todo,medium');
		expect(text).toContain("My board,not-urgent-important,'=1+2,");

		const dialog = await openDeleteDialog(page);
		await expectNoAxeViolations(page);
		const confirm = dialog.getByRole("button", { name: en.yourData.delete.confirm });
		const field = dialog.getByRole("textbox", { name: message(en.yourData.delete.typeEmail, { email }) });
		expect(await confirm.isDisabled()).toBe(true);
		await field.fill(email.slice(0, -1));
		expect(await confirm.isDisabled()).toBe(true);
		await field.fill(email);
		await expect.poll(() => confirm.isEnabled()).toBe(true);
		await confirm.click();

		await expect.poll(() => page.getByRole("status").textContent()).toBe(en.yourData.deleted);
		expect(pathOf(page)).toBe("/");
		expect(await signedInUser(page)).toBeNull();
		await expectNoAxeViolations(page);
		await page.goto("/profile");
		await expect.poll(() => pathOf(page)).toBe("/login");
	});

	it("lets an anonymous user delete with the translated word, from the keyboard, axe-clean in dark mode", async () => {
		const page = await session.anonymousPage({ colorScheme: "dark" });
		await visit(page, "/fr/profile");
		const region = page.getByRole("region", { name: fr.yourData.heading });
		const open = region.getByRole("button", { name: fr.yourData.delete.open });
		await open.focus();
		await page.keyboard.press("Enter");
		const dialog = page.getByRole("dialog", { name: fr.yourData.delete.title });
		await expect.poll(() => dialog.isVisible()).toBe(true);
		expect(await page.getAttribute("html", "data-theme")).toBe("dark");
		await expectNoAxeViolations(page);

		// Escape closes it and gives focus back to the button that opened it.
		await page.keyboard.press("Escape");
		await expect.poll(() => dialog.isVisible()).toBe(false);
		await expect.poll(() => open.evaluate((node) => node === document.activeElement)).toBe(true);

		await page.keyboard.press("Enter");
		const word = fr.yourData.delete.anonymousWord;
		const field = dialog.getByRole("textbox", { name: message(fr.yourData.delete.typeWord, { word }) });
		await field.focus();
		await page.keyboard.type(word.toLowerCase());
		const confirm = dialog.getByRole("button", { name: fr.yourData.delete.confirm });
		await expect.poll(() => confirm.isEnabled()).toBe(true);
		await page.keyboard.press("Enter");

		await expect.poll(() => page.getByRole("status").textContent()).toBe(fr.yourData.deleted);
		expect(pathOf(page)).toBe("/fr");
		expect(await signedInUser(page)).toBeNull();
	});
});
