import { describe, expect, it } from "vitest";
import { inTestPortal, openTestPortal, subscriptionRegion } from "./support/billing.ts";
import { expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { en, MESSAGES } from "./support/catalogs.ts";
import { pathOf, visit } from "./support/journeys.ts";
import { message } from "./support/matrix.ts";

const session = setupBrowser();
const DATE = /\w+ \d{1,2}, \d{4}/;

// The e2e server has no Stripe keys, so the portal is the in-app test portal (tests/setup/server-process.ts).
describe("managing a Pro subscription in billing test mode", () => {
	it("shows the plan on the profile, and cancels and resumes it through the test portal", async () => {
		const page = await session.accountPage("portal");

		await visit(page, "/profile");
		const region = subscriptionRegion(page);
		await expect.poll(() => region.textContent()).toContain(en.billing.subscription.free);
		expect(await region.getByRole("button", { name: en.billing.subscription.upgrade }).isVisible()).toBe(true);

		await visit(page, "/billing/test-checkout?interval=month");
		await page.getByRole("button", { name: en.billing.testCheckout.subscribe }).click();
		await expect.poll(() => pathOf(page)).toBe("/billing/success");

		await visit(page, "/profile");
		await expect.poll(() => region.textContent()).toContain(en.billing.subscription.pro);
		const renews = (await region.textContent()) ?? "";
		expect(renews).toMatch(new RegExp(message(en.billing.subscription.renewsOn, { date: DATE.source })));
		await expectNoAxeViolations(page);

		await openTestPortal(page);
		await expect.poll(() => page.getByRole("heading", { name: en.billing.testModeNotice }).isVisible()).toBe(true);
		expect(await page.locator("main").textContent()).toContain(en.billing.testPortal.renewing);
		await expectNoAxeViolations(page);

		await inTestPortal(page, en.billing.testPortal.cancel, en.billing.testPortal.cancelled);
		expect(await page.locator("main").textContent()).toContain(en.billing.testPortal.cancelling);
		expect(await page.getByRole("button", { name: en.billing.testPortal.resume }).isVisible()).toBe(true);
		await expectNoAxeViolations(page);

		await page.getByRole("link", { name: en.billing.testPortal.back }).click();
		await expect.poll(() => pathOf(page)).toBe("/profile");
		await expect
			.poll(() => region.textContent())
			.toMatch(new RegExp(message(en.billing.subscription.endsOn, { date: DATE.source })));
		expect(await region.textContent()).toContain(en.billing.subscription.pro);

		await openTestPortal(page);
		await inTestPortal(page, en.billing.testPortal.resume, en.billing.testPortal.resumed);
		await page.getByRole("link", { name: en.billing.testPortal.back }).click();
		await expect.poll(() => pathOf(page)).toBe("/profile");
		await expect
			.poll(() => region.textContent())
			.toMatch(new RegExp(message(en.billing.subscription.renewsOn, { date: DATE.source })));
	});

	it("writes the dates in the page's language", async () => {
		const page = await session.accountPage("portal-fr");
		await visit(page, "/fr/billing/test-checkout?interval=year");
		await page.getByRole("button", { name: MESSAGES.fr.billing.testCheckout.subscribe }).click();
		await expect.poll(() => pathOf(page)).toBe("/fr/billing/success");
		await visit(page, "/fr/profile");
		const region = page.getByRole("region", { name: MESSAGES.fr.billing.subscription.heading });
		const year = new Date().getUTCFullYear() + 1;
		await expect
			.poll(() => region.textContent())
			.toMatch(new RegExp(`Renouvellement le \\d{1,2} [a-zéû]+\\.? ${year}`));
	});
});
