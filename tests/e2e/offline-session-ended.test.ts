import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { OFFLINE_COPY_MAX_AGE_MS } from "#core/constants.ts";
import { ACCOUNT_PASSWORD, allowNetworkFailures, expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { en, MESSAGES } from "./support/catalogs.ts";
import { clearExamples } from "./support/examples.ts";
import { hydrated, signUp, signUpThroughApi, uniqueEmail } from "./support/journeys.ts";
import { addTaskByApi, openMatrix, quickAdd } from "./support/matrix.ts";
import { copiesReady, unsent, workerReady } from "./support/offline.ts";

// Security review D3: a session ended where this browser did not hear of it (signed out of all other devices, a
// password changed elsewhere, expired) must not leave the user's tasks and unsent changes to the next person.

const session = setupBrowser({ serviceWorkers: "allow" });

const queueDatabases = (page: Page) =>
	page.evaluate(async () =>
		(await indexedDB.databases()).map(({ name }) => name ?? "").filter((name) => name.startsWith("quadrant-changes-")),
	);

/** As if the worker had kept its copies of the user's pages `ageMs` ago, when the server last confirmed the session. */
const ageCopies = (page: Page, ageMs: number) =>
	page.evaluate(async (keptAt) => {
		for (const name of await caches.keys()) {
			if (!name.includes("-user-")) continue;
			const cache = await caches.open(name);
			for (const request of await cache.keys()) {
				const copy = await cache.match(request);
				if (!copy) continue;
				const headers = new Headers(copy.headers);
				headers.set("x-quadrant-kept-at", String(keptAt));
				await cache.put(request, new Response(await copy.blob(), { status: copy.status, headers }));
			}
		}
	}, Date.now() - ageMs);

const shown = (page: Page, text: string) => page.locator("body").getByText(text, { exact: true });

/** Ends every session of `email` but a new one, from another browser ("Sign out of all other devices"). */
async function signOutOtherDevices(email: string) {
	const other = await session.newPage();
	const origin = new URL(session.baseUrl).origin;
	const signedIn = await other.request.post("/api/auth/sign-in/email", {
		data: { email, password: ACCOUNT_PASSWORD },
		headers: { Origin: origin },
	});
	expect(signedIn.status()).toBe(200);
	const revoked = await other.request.delete("/api/v1/account/sessions/others", { headers: { Origin: origin } });
	expect(revoked.status()).toBe(200);
}

describe("offline copies of a session ended elsewhere", () => {
	it("are not shown offline past their bound, and the unsent changes go once another account signs in", {
		timeout: 120_000,
	}, async () => {
		const page = await session.newPage();
		const email = uniqueEmail("ended-elsewhere");
		await signUp(page, email, ACCOUNT_PASSWORD);
		await clearExamples(page);
		await addTaskByApi(page, "urgent-important", "A-SECRET");
		await workerReady(page);
		await openMatrix(page);
		await copiesReady(page, ["/matrix", "/sticky"], "A-SECRET");
		allowNetworkFailures(page);
		await page.context().setOffline(true);
		await quickAdd(page, "urgent-important", "A-QUEUED-SECRET");
		await expect.poll(() => unsent(page, 1).isVisible()).toBe(true);
		const unsentOfA = await queueDatabases(page);
		expect(unsentOfA).toHaveLength(1);

		await signOutOtherDevices(email);

		// Within the bound, the copies still open offline: the device cannot know the session ended.
		await page.goto("/sticky");
		await hydrated(page.locator("main"));
		expect(await shown(page, "A-SECRET").count()).toBeGreaterThan(0);

		// Past it, offline pages say why the tasks are not shown, in the page's language, and show none of them.
		await ageCopies(page, OFFLINE_COPY_MAX_AGE_MS + 60_000);
		for (const [path, messages] of [
			["/matrix", en],
			["/fr/sticky", MESSAGES.fr],
			["/sticky", en],
		] as const) {
			await page.goto(path);
			expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(messages.offline.expiredHeading);
			expect(await shown(page, "A-SECRET").count()).toBe(0);
			expect(await shown(page, "A-QUEUED-SECRET").count()).toBe(0);
		}
		await expectNoAxeViolations(page);

		// Online, the server says the session is gone: the copies go; the account's own unsent changes stay for its
		// next sign-in, until another account signs in here.
		await page.context().setOffline(false);
		await page.goto("/matrix");
		await expect.poll(() => new URL(page.url()).pathname).toBe("/login");
		expect(await queueDatabases(page)).toEqual(unsentOfA);
		// The browser still holds the ended session's cookie: signing in over it must still sign the next person in.
		expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain("quadrant.session_token");
		const next = uniqueEmail("next-person");
		await signUpThroughApi(await session.newPage(), next, ACCOUNT_PASSWORD);
		const signedIn = await page.request.post("/api/auth/sign-in/email", {
			data: { email: next, password: ACCOUNT_PASSWORD },
			headers: { Origin: new URL(session.baseUrl).origin },
		});
		expect(signedIn.status()).toBe(200);
		await openMatrix(page);
		await expect.poll(async () => (await queueDatabases(page)).filter((name) => unsentOfA.includes(name))).toEqual([]);
		expect(await shown(page, "A-QUEUED-SECRET").count()).toBe(0);
	});
});
