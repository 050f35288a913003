import { expect } from "vitest";
import { CACHE_OWNER_HEADER } from "#core/constants.ts";
import { prerenderedPages } from "#server/prerendered-pages.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";
import { pageBuildForFile } from "#tests/setup/page-build.ts";
import { newUserOf } from "#tests/setup/test-user.ts";

// The public pages are rendered on their first request, not at start-up (docs/performance.md, 2026-11-27): an
// instance that has rendered nothing yet answers them as prerendered from the first visit on.
const loadBuild = pageBuildForFile();

const nonceOf = (response: Response) =>
	/'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";

describeEachDatabase("Prerendered public pages", () => {
	test("are rendered on the first request: visitors arriving together each get the page anyone gets, with their own nonce", async ({
		appWith,
		subscribe,
	}) => {
		const prerendered = prerenderedPages();
		const app = appWith({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { loadBuild, prerendered });
		prerendered.renderOnDemand(app);
		const html = { accept: "text/html" };
		const guest = apiClient(app);
		// A signed-in visitor among the first ones still gets (and leaves in memory) the page anyone gets.
		const user = await newUserOf(app, subscribe)();
		const answers = await Promise.all([
			guest.get("/ko/terms", html),
			user.get("/ko/terms", html),
			guest.get("/ko/terms", html),
		]);

		const bodies = new Set<string>();
		const nonces = new Set<string>();
		for (const response of answers) {
			expect(response.status).toBe(200);
			expect(response.headers.get("x-prerendered")).toBe("1");
			expect(response.headers.get(CACHE_OWNER_HEADER)).toBe("public");
			const nonce = nonceOf(response);
			const body = await response.text();
			expect(body).toContain('<html lang="ko"');
			expect(new Set([...body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]))).toEqual(new Set([nonce]));
			nonces.add(nonce);
			bodies.add(body.replaceAll(nonce, "NONCE"));
		}
		expect(nonces.size).toBe(3);
		expect(bodies.size).toBe(1);

		// Another language of the same page is a page of its own; a page that depends on the visitor is never kept.
		const french = await guest.get("/fr/terms", html);
		expect(french.headers.get("x-prerendered")).toBe("1");
		expect(await french.text()).toContain('<html lang="fr"');
		expect((await guest.get("/login", html)).headers.get("x-prerendered")).toBeNull();
	});
});
