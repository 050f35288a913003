import { describe, expect, it } from "vitest";
import { allowRefusal, expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { en, fr } from "./support/catalogs.ts";
import { hydrated, pathOf } from "./support/journeys.ts";
import { addTaskByApi, message, openMatrix, quadrantName, quickAdd, region, titlesIn } from "./support/matrix.ts";

const session = setupBrowser();
const QUADRANT = "urgent-important";
const FREE_LIMIT = 10;

// The e2e server has no Stripe keys, so billing runs in test mode (the default on its loopback BASE_URL).
describe("upgrading to Pro in billing test mode", () => {
	it("takes a Free user at the limit through the test checkout to Pro, where the limit and its gates are gone", async () => {
		const page = await session.accountPage("upgrade");
		for (let index = 1; index <= FREE_LIMIT; index++) await addTaskByApi(page, QUADRANT, `Task ${index}`);
		await openMatrix(page);

		allowRefusal(page, "/api/v1/tasks", 403);
		await quickAdd(page, QUADRANT, "Task 11");
		const prompt = page.getByRole("dialog", { name: en.upgrade.title });
		await expect.poll(() => prompt.isVisible()).toBe(true);
		await prompt.getByRole("button", { name: en.upgrade.action, exact: true }).click();

		await expect.poll(() => pathOf(page)).toBe("/billing/test-checkout");
		expect(new URL(page.url()).searchParams.get("interval")).toBe("month");
		await hydrated(page.locator("main"));
		await expect.poll(() => page.getByRole("heading", { name: en.billing.testModeNotice }).isVisible()).toBe(true);
		expect(await page.locator("main").textContent()).toContain(en.billing.testCheckout.monthly);
		await expectNoAxeViolations(page);

		await page.getByRole("button", { name: en.billing.testCheckout.subscribe }).click();
		await expect.poll(() => pathOf(page)).toBe("/billing/success");
		await expect.poll(() => page.getByRole("heading", { name: en.billing.success.welcome }).isVisible()).toBe(true);
		await expectNoAxeViolations(page);

		await page.getByRole("link", { name: en.billing.success.toMatrix }).click();
		await expect.poll(() => pathOf(page)).toBe("/matrix");
		await hydrated(page.getByRole("searchbox", { name: en.matrix.search }));
		await quickAdd(page, QUADRANT, "Task 11");
		await expect.poll(async () => (await titlesIn(page, QUADRANT)).length).toBe(FREE_LIMIT + 1);
		expect(await prompt.isVisible()).toBe(false);

		// Deleting a whole quadrant is Pro's: it asks first, naming how many, and Undo brings them all back.
		await region(page, QUADRANT)
			.getByRole("button", { name: message(en.matrix.deleteAll, { quadrant: quadrantName(QUADRANT) }) })
			.click();
		const confirm = page.getByRole("alertdialog", {
			name: message(en.matrix.deleteAllTitle, { quadrant: quadrantName(QUADRANT) }),
		});
		await expect.poll(() => confirm.isVisible()).toBe(true);
		expect(await confirm.textContent()).toContain(message(en.matrix.deleteAllDescription_other, { count: 11 }));
		await confirm.getByRole("button", { name: message(en.matrix.deleteAllConfirm_other, { count: 11 }) }).click();
		await expect.poll(() => titlesIn(page, QUADRANT)).toEqual([]);
		await page.getByRole("button", { name: en.matrix.undo }).click();
		await expect.poll(async () => (await titlesIn(page, QUADRANT)).length).toBe(FREE_LIMIT + 1);
	});

	it("asks an anonymous user to create an account or link Google before paying", async () => {
		const page = await session.anonymousPage();
		await openMatrix(page);
		await region(page, QUADRANT)
			.getByRole("button", { name: message(en.matrix.deleteAll, { quadrant: quadrantName(QUADRANT) }) })
			.click();
		const prompt = page.getByRole("dialog", { name: en.upgrade.title });
		await expect.poll(() => prompt.isVisible()).toBe(true);
		await prompt.getByRole("button", { name: en.upgrade.action, exact: true }).click();
		await expect.poll(() => prompt.getByRole("status").textContent()).toBe(en.upgrade.accountRequiredWithGoogle);
		await expectNoAxeViolations(page);
		expect(pathOf(page)).toBe("/matrix");

		await prompt.getByRole("link", { name: en.upgrade.createAccountWithGoogle }).click();
		await expect.poll(() => pathOf(page)).toBe("/profile");
	});

	it("keeps the checkout pages in the page's language", async () => {
		const page = await session.accountPage("yearly");
		await page.goto("/fr/billing/test-checkout?interval=year");
		await hydrated(page.locator("main"));
		expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(fr.billing.testCheckout.title);
		expect(await page.locator("main").textContent()).toContain(fr.billing.testModeNotice);
		expect(await page.locator("main").textContent()).toContain(fr.billing.testCheckout.yearly);
		await page.getByRole("button", { name: fr.billing.testCheckout.subscribe }).click();
		await expect.poll(() => pathOf(page)).toBe("/fr/billing/success");
		await expect.poll(() => page.getByRole("heading", { name: fr.billing.success.welcome }).isVisible()).toBe(true);
		await expectNoAxeViolations(page);
	});
});
