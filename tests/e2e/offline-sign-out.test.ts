import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
	ACCOUNT_PASSWORD,
	allowNetworkFailures,
	allowRefusal,
	expectNoAxeViolations,
	setupBrowser,
} from "./support/browser.ts";
import { en } from "./support/catalogs.ts";
import { clearExamples } from "./support/examples.ts";
import { hydrated, pathOf, signIn, signUp, uniqueEmail, visit } from "./support/journeys.ts";
import { message, openMatrix, quickAdd } from "./support/matrix.ts";
import { apiTasks, unsent, workerReady } from "./support/offline.ts";

const session = setupBrowser({ serviceWorkers: "allow" });

/** The names of this origin's IndexedDB databases that keep a user's unsent changes. */
const queueDatabases = (page: Page) =>
	page.evaluate(async () =>
		(await indexedDB.databases()).map(({ name }) => name ?? "").filter((name) => name.startsWith("quadrant-changes-")),
	);

/** Opens the sign-out dialog from the user menu. */
async function openSignOut(page: Page, email: string) {
	await page.getByRole("button", { name: message(en.userMenu.label, { who: email }) }).click();
	await page.getByRole("menuitem", { name: en.account.signOut }).click();
	return page.getByRole("alertdialog", { name: en.signOut.title });
}

async function accountOnMatrix(name: string) {
	const page = await session.newPage();
	const email = uniqueEmail(name);
	await signUp(page, email, ACCOUNT_PASSWORD);
	await clearExamples(page);
	await openMatrix(page);
	return { page, email };
}

describe("signing out with changes kept on this device", () => {
	it("offline, says how many unsent changes will be lost, and once confirmed deletes them from the device", async () => {
		const { page, email } = await accountOnMatrix("unsent-offline");
		allowNetworkFailures(page);
		await page.context().setOffline(true);
		await quickAdd(page, "urgent-important", "Call the plumber");
		await quickAdd(page, "urgent-important", "Buy a new filter");
		await expect.poll(() => unsent(page, 2).isVisible()).toBe(true);
		expect(await queueDatabases(page)).toHaveLength(1);

		const dialog = await openSignOut(page, email);
		const warning = dialog.getByRole("alert");
		await expect.poll(() => warning.textContent()).toBe(message(en.signOutUnsent.warning_other, { count: 2 }));
		await expectNoAxeViolations(page);
		await dialog.getByRole("button", { name: en.account.signOut }).click();
		await page.waitForURL((url) => url.pathname === "/login").catch(() => undefined);

		await page.context().setOffline(false);
		await page.goto("/pricing");
		expect(await queueDatabases(page)).toEqual([]);
	});

	// The billing pages do not open the queue themselves: signing out there sends what it keeps all the same.
	it.each(["/matrix", "/billing/success"])(
		"online, on %s, sends the pending changes first and signs out without a warning",
		async (path) => {
			const { page, email } = await accountOnMatrix("unsent-online");
			allowNetworkFailures(page);
			// /billing/success asks for the plan every half second until it is Pro: one question may leave just after the
			// session ends and be refused, before the page is left for /login (seen once in CI, 2026-11-29).
			allowRefusal(page, "/api/v1/billing/status", 401);
			// The server out of reach while the change is made, and back only once the dialog is open.
			let isUnreachable = true;
			await page.route("**/api/v1/tasks**", (route) =>
				isUnreachable ? route.abort("internetdisconnected") : route.continue(),
			);
			await quickAdd(page, "not-urgent-important", "Renew the insurance");
			await expect.poll(() => unsent(page, 1).isVisible()).toBe(true);
			if (path !== "/matrix") await visit(page, path);

			const dialog = await openSignOut(page, email);
			isUnreachable = false;
			const confirm = dialog.getByRole("button", { name: en.account.signOut });
			await expect.poll(() => confirm.isEnabled()).toBe(true);
			expect(await dialog.getByRole("alert").count()).toBe(0);
			await confirm.click();
			await expect.poll(() => pathOf(page)).toBe("/login");
			expect(await queueDatabases(page)).toEqual([]);

			// Another browser, signed in to the same account, finds the change on the server.
			const other = await session.newPage();
			await signIn(other, email, ACCOUNT_PASSWORD);
			await expect.poll(() => pathOf(other)).toBe("/matrix");
			expect((await apiTasks(other)).map(({ title }) => title)).toEqual(["Renew the insurance"]);
		},
	);

	it("online, the browser clears this site's storage too, and the sign-in page works after it", async () => {
		const { page, email } = await accountOnMatrix("clear-site-data");
		// Clearing the site cuts any load in flight (the drag code, asked for when the pointer crosses the board).
		allowNetworkFailures(page);
		await workerReady(page);
		await page.evaluate(() => localStorage.setItem("quadrant-e2e-mark", "kept?"));
		await openSignOut(page, email).then((dialog) => dialog.getByRole("button", { name: en.account.signOut }).click());
		await expect.poll(() => pathOf(page)).toBe("/login");
		await hydrated(page.locator("main"));
		// Clear-Site-Data "storage" from the sign-out's answer: localStorage and Cache Storage's user copies are gone.
		expect(await page.evaluate(() => localStorage.getItem("quadrant-e2e-mark"))).toBeNull();
		expect(await page.evaluate(async () => (await caches.keys()).filter((name) => name.includes("-user-")))).toEqual(
			[],
		);
		await signIn(page, email, ACCOUNT_PASSWORD);
		await expect.poll(() => pathOf(page)).toBe("/matrix");
	});

	it("deleting the account deletes its unsent changes from the device too", async () => {
		const page = await session.anonymousPage();
		await openMatrix(page);
		allowNetworkFailures(page);
		await page.route("**/api/v1/tasks**", (route) => route.abort("internetdisconnected"));
		await quickAdd(page, "urgent-important", "Water the plants");
		await expect.poll(() => unsent(page, 1).isVisible()).toBe(true);
		expect(await queueDatabases(page)).toHaveLength(1);

		await visit(page, "/profile");
		await page
			.getByRole("region", { name: en.yourData.heading })
			.getByRole("button", { name: en.yourData.delete.open })
			.click();
		const dialog = page.getByRole("dialog", { name: en.yourData.delete.title });
		const word = en.yourData.delete.anonymousWord;
		await dialog.getByRole("textbox", { name: message(en.yourData.delete.typeWord, { word }) }).fill(word);
		await dialog.getByRole("button", { name: en.yourData.delete.confirm }).click();
		await expect.poll(() => pathOf(page)).toBe("/");
		expect(await queueDatabases(page)).toEqual([]);
	});
});
