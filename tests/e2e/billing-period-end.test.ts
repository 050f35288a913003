import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inTestPortal, openTestPortal, subscriptionRegion } from "./support/billing.ts";
import { allowRefusal, expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { en } from "./support/catalogs.ts";
import { hydrated, visit } from "./support/journeys.ts";
import { addTaskByApi, message, openMatrix, quickAdd, titlesIn } from "./support/matrix.ts";

const session = setupBrowser();
const QUADRANT = "urgent-important";
const FREE_LIMIT = 10;

// The e2e server has no Stripe keys: the test portal stands in for Stripe's, and its "end the period now" for the
// day the period of a cancelled subscription runs out.
describe("a cancelled Pro subscription reaching the end of its period", () => {
	it("goes back to Free with every board and task kept, and the Free limits back in force", async () => {
		const page = await session.proPage("period-end", { viewport: { width: 1280, height: 1000 } });

		// Pro: more than the Free limit in one quadrant, and a second board with a task on it.
		for (let index = 1; index <= FREE_LIMIT + 2; index++) await addTaskByApi(page, QUADRANT, `Task ${index}`);
		const boardId = randomUUID();
		const created = await page.request.post("/api/v1/boards", {
			data: { id: boardId, name: "Side project" },
			headers: { "content-type": "application/json" },
		});
		expect(created.status()).toBe(201);
		await addTaskByApi(page, "not-urgent-important", "Sketch the logo", { boardId });

		// Cancel in the portal: Pro until the period ends.
		await visit(page, "/profile");
		const subscription = subscriptionRegion(page);
		await openTestPortal(page);
		await inTestPortal(page, en.billing.testPortal.cancel, en.billing.testPortal.cancelled);

		// The period ends.
		await inTestPortal(page, en.billing.testPortal.endPeriod, en.billing.testPortal.ended);
		expect(await page.locator("main").textContent()).toContain(en.billing.testPortal.noSubscription);
		await expectNoAxeViolations(page);

		await visit(page, "/profile");
		await expect.poll(() => subscription.textContent()).toContain(en.billing.subscription.free);
		expect(await subscription.getByRole("button", { name: en.billing.subscription.upgrade }).isVisible()).toBe(true);

		// Nothing is lost: all twelve tasks are there…
		await openMatrix(page);
		expect(await titlesIn(page, QUADRANT)).toEqual(
			Array.from({ length: FREE_LIMIT + 2 }, (_, index) => `Task ${index + 1}`),
		);

		// Free's limit is back: one more task in the full quadrant opens the upgrade prompt.
		allowRefusal(page, "/api/v1/tasks", 403);
		await quickAdd(page, QUADRANT, "Task 13");
		const prompt = page.getByRole("dialog", { name: en.upgrade.title });
		await expect.poll(() => prompt.isVisible()).toBe(true);
		expect(await prompt.textContent()).toContain(message(en.upgrade.planLimit, { count: FREE_LIMIT }));
		await prompt.getByRole("button", { name: en.upgrade.notNow }).click();
		expect(await titlesIn(page, QUADRANT)).toHaveLength(FREE_LIMIT + 2);

		// The second board stays, with its task, viewable on Free.
		await page.goto(`/matrix?board=${boardId}`);
		await hydrated(page.getByRole("searchbox", { name: en.matrix.search }));
		expect(await titlesIn(page, "not-urgent-important")).toEqual(["Sketch the logo"]);
	});
});
