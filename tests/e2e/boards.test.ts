import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { MESSAGES } from "./support/catalogs.ts";
import { signInAnonymously } from "./support/journeys.ts";
import { addTaskByApi, message, openMatrix, titlesIn } from "./support/matrix.ts";

const session = setupBrowser();
const en = MESSAGES.en;

describe("boards on the Free plan", () => {
	it("shows the default board in the selector and meets the upgrade prompt at each Pro action", async () => {
		const page = await session.newPage();
		await signInAnonymously(page);
		await addTaskByApi(page, "urgent-important", "Call the bank");
		await openMatrix(page);
		const selector = page.getByRole("button", { name: message(en.matrix.board, { name: en.boards.defaultName }) });
		const prompt = page.getByRole("dialog", { name: en.upgrade.title });

		await selector.click();
		await page.getByRole("menuitem", { name: en.boards.newBoard }).click();
		await expect.poll(() => prompt.isVisible()).toBe(true);
		expect(await prompt.textContent()).toContain(en.upgrade.proRequired);
		await expectNoAxeViolations(page);
		await prompt.getByRole("button", { name: en.upgrade.notNow }).click();

		await selector.click();
		await page.getByRole("menuitemradio", { name: en.boards.showEverything }).click();
		await expect.poll(() => prompt.isVisible()).toBe(true);
		await prompt.getByRole("button", { name: en.upgrade.notNow }).click();
		expect(new URL(page.url()).search).toBe("");

		// An address asking for everything falls back to the default board on Free.
		await page.goto("/matrix?board=all");
		expect(new URL(page.url()).search).toBe("");
		expect(await titlesIn(page, "urgent-important")).toEqual(["Call the bank"]);
	});

	it("refuses a second board through the API with 403 pro_required", async () => {
		const page = await session.newPage();
		await signInAnonymously(page);
		const response = await page.request.post("/api/v1/boards", {
			data: { id: crypto.randomUUID(), name: "Work" },
			headers: { "content-type": "application/json" },
		});
		expect(response.status()).toBe(403);
		expect((await response.json()).error.code).toBe("pro_required");
	});
});
