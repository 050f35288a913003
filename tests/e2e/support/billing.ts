import type { Page } from "playwright-core";
import { expect } from "vitest";
import { en } from "./catalogs.ts";
import { arrivedAt, hydrated, visit } from "./journeys.ts";

// The e2e server has no Stripe keys: billing runs in test mode, with in-app checkout and portal pages.

/** Becomes Pro through billing's test checkout, monthly, and waits for the welcome. */
export async function becomePro(page: Page) {
	await visit(page, "/billing/test-checkout?interval=month");
	await page.getByRole("button", { name: en.billing.testCheckout.subscribe }).click();
	await expect.poll(() => page.getByRole("heading", { name: en.billing.success.welcome }).isVisible()).toBe(true);
}

/** The profile's subscription section. */
export const subscriptionRegion = (page: Page) => page.getByRole("region", { name: en.billing.subscription.heading });

/** From the profile, "Manage subscription" to the test portal, ready for input. */
export async function openTestPortal(page: Page) {
	const manage = subscriptionRegion(page).getByRole("button", { name: en.billing.subscription.manage });
	await hydrated(manage);
	await manage.click();
	await arrivedAt(page, "/billing/test-portal");
}

/** Presses one of the test portal's buttons and waits for what it says it did. */
export async function inTestPortal(page: Page, button: string, done: string) {
	await page.getByRole("button", { name: button }).click();
	await expect.poll(() => page.getByRole("status").textContent()).toBe(done);
}
