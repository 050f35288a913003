import { randomUUID } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Locale } from "#core/constants.ts";
import { allowNetworkFailures, changesSaved, expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { MESSAGES, prefixed } from "./support/catalogs.ts";
import { hydrated } from "./support/journeys.ts";
import { addTaskByApi, message } from "./support/matrix.ts";
import { apiTasks } from "./support/offline.ts";

const session = setupBrowser();

// Issue 39: a checklist on a task, made in the editor (five items pasted at once, one moved by keyboard, one ticked),
// its progress on the matrix card and the sticky note, on a second device at once, and the same offline.

const STEPS = ["Book flights", "Renew passport", "Pack", "Water the plants", "Lock up"];
type ServerItem = { title: string; isDone: boolean };

async function open(page: Page, locale: Locale, path: "/matrix" | "/sticky") {
	await page.goto(prefixed(locale, path));
	await hydrated(page.getByRole("searchbox", { name: MESSAGES[locale].matrix.search }));
	await page.waitForLoadState("networkidle");
}

/** Pastes `text` into a field as the clipboard would. */
const paste = (field: Locator, text: string) =>
	field.evaluate((element, pasted) => {
		const data = new DataTransfer();
		data.setData("text/plain", pasted);
		element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
	}, text);

async function openEditor(page: Page, locale: Locale, title: string) {
	await page.getByRole("button", { name: title, exact: true }).click();
	const editor = page.getByRole("dialog", { name: MESSAGES[locale].editor.editTitle });
	await hydrated(editor.getByRole("textbox", { name: MESSAGES[locale].checklist.add }));
	return editor;
}

const progress = (page: Page, locale: Locale, done: number, total: number) =>
	page.getByRole("progressbar", { name: message(MESSAGES[locale].checklist.progress, { done, total }) });

async function serverChecklist(page: Page): Promise<ServerItem[]> {
	const [task] = (await apiTasks(page)) as unknown as { checklist: ServerItem[] }[];
	return (task?.checklist ?? []).map(({ title, isDone }) => ({ title, isDone }));
}

describe("checklists", () => {
	for (const locale of ["en", "ja"] as const) {
		it(`adds five items by pasting, moves one by keyboard, ticks one; the card, the note and a second device show it (${locale})`, async () => {
			const text = MESSAGES[locale];
			const page = await session.anonymousPage();
			await addTaskByApi(page, "not-urgent-important", "Trip");
			await open(page, locale, "/matrix");
			const other = await session.newPage({ storageState: await page.context().storageState() });
			await open(other, locale, "/matrix");

			const editor = await openEditor(page, locale, "Trip");
			await paste(editor.getByRole("textbox", { name: text.checklist.add }), STEPS.join("\n"));
			await expect.poll(() => editor.locator("[data-part=title]").count()).toBe(5);

			// "Book flights" one place down, by keyboard: focus stays on it.
			const first = editor.getByRole("textbox", { name: message(text.checklist.item, { number: 1 }) });
			await first.focus();
			await first.press("Alt+ArrowDown");
			await expect
				.poll(() =>
					editor.locator("[data-part=title]").evaluateAll((fields) => fields.map((f) => (f as HTMLInputElement).value)),
				)
				.toEqual(["Renew passport", "Book flights", "Pack", "Water the plants", "Lock up"]);
			expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe(
				"Book flights",
			);

			await editor
				.getByRole("checkbox", { name: message(text.checklist.markDone, { title: "Renew passport" }) })
				.check();
			// The editor's own progress (the card behind the dialog is hidden from the accessibility tree meanwhile).
			await expect.poll(() => progress(page, locale, 1, 5).count()).toBe(1);
			await expectNoAxeViolations(page);
			await page.keyboard.press("Escape");
			await changesSaved(page);

			// The card shows it, and so does the other device's, without a reload.
			const card = page.getByRole("article", { name: /^Trip/ });
			await expect.poll(() => card.textContent()).toContain("1/5");
			await expect.poll(() => progress(other, locale, 1, 5).count(), { timeout: 2_000 }).toBe(1);
			expect(await serverChecklist(page)).toEqual([
				{ title: "Renew passport", isDone: true },
				{ title: "Book flights", isDone: false },
				{ title: "Pack", isDone: false },
				{ title: "Water the plants", isDone: false },
				{ title: "Lock up", isDone: false },
			]);
			await expectNoAxeViolations(page);

			// The sticky note: the progress and the next open item.
			await open(page, locale, "/sticky");
			const note = page.getByRole("article", { name: /^Trip/ });
			expect(await progress(page, locale, 1, 5).count()).toBe(1);
			expect(await note.textContent()).toContain(message(text.checklist.next, { title: "Book flights" }));
			await expectNoAxeViolations(page);
		});
	}

	it("ticks items from the card's menu by mouse and keyboard; the last one offers to complete the task", async () => {
		const text = MESSAGES.en;
		const page = await session.anonymousPage();
		const id = randomUUID();
		await addTaskByApi(page, "urgent-not-important", "Errands", { id });
		for (const title of ["Post office", "Bank"]) {
			const added = await page.request.post(`/api/v1/tasks/${id}/checklist`, { data: { itemId: randomUUID(), title } });
			expect(added.status()).toBe(201);
		}
		await open(page, "en", "/matrix");
		expect(await progress(page, "en", 0, 2).count()).toBe(1);

		await page.getByRole("button", { name: message(text.matrix.taskActions, { title: "Errands" }) }).click();
		const menu = page.getByRole("menu");
		await menu.getByRole("menuitemcheckbox", { name: "Post office" }).click();
		// The menu stays open for the next one, ticked by keyboard.
		const bank = menu.getByRole("menuitemcheckbox", { name: "Bank" });
		await bank.focus();
		await page.keyboard.press("Enter");
		await expect.poll(() => bank.getAttribute("aria-checked")).toBe("true");

		// Never completed by itself: the offer asks first.
		const offer = page.getByRole("button", { name: text.checklist.completeTask });
		await expect.poll(() => offer.count()).toBe(1);
		await changesSaved(page);
		expect((await apiTasks(page))[0]?.status).toBe("todo");
		await page.keyboard.press("Escape");
		await expect.poll(() => progress(page, "en", 2, 2).count()).toBe(1);
		await expectNoAxeViolations(page);
		await offer.click();
		await changesSaved(page);
		await expect.poll(async () => (await apiTasks(page))[0]?.status).toBe("done");
		expect(await serverChecklist(page)).toEqual([
			{ title: "Post office", isDone: true },
			{ title: "Bank", isDone: true },
		]);
	});

	it("keeps ticks and new items made offline, and sends them once the network is back", async () => {
		const text = MESSAGES.en;
		const page = await session.anonymousPage();
		await addTaskByApi(page, "urgent-important", "Move house");
		await open(page, "en", "/matrix");
		let editor = await openEditor(page, "en", "Move house");
		await paste(editor.getByRole("textbox", { name: text.checklist.add }), "Boxes\nTell the bank");
		await expect.poll(() => editor.locator("[data-part=title]").count()).toBe(2);
		await changesSaved(page);

		allowNetworkFailures(page);
		await page.context().setOffline(true);
		await editor.getByRole("checkbox", { name: message(text.checklist.markDone, { title: "Boxes" }) }).check();
		const add = editor.getByRole("textbox", { name: text.checklist.add });
		await add.fill("Keys");
		await add.press("Enter");
		await page.keyboard.press("Escape");
		const card = page.getByRole("article", { name: /^Move house/ });
		await expect.poll(() => card.textContent()).toContain("1/3");

		await page.context().setOffline(false);
		await expect
			.poll(() => serverChecklist(page), { timeout: 20_000 })
			.toEqual([
				{ title: "Boxes", isDone: true },
				{ title: "Tell the bank", isDone: false },
				{ title: "Keys", isDone: false },
			]);
		editor = await openEditor(page, "en", "Move house");
		expect(await editor.locator("[data-part=title]").count()).toBe(3);
	});
});
