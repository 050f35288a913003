import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { CACHE_OWNER_HEADER } from "#core/constants.ts";
import { prerenderedPages } from "#server/prerendered-pages.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";
import { pageBuildForFile } from "#tests/setup/page-build.ts";
import { newUserOf } from "#tests/setup/test-user.ts";

// ASVS 14.3.2: what one signed-in user sees is kept by no cache; what anyone may see keeps its caching (hashed assets
// keep theirs too: tests/e2e/security.test.ts, on the built server).
const loadBuild = pageBuildForFile();

const cacheControl = (response: Response) => response.headers.get("cache-control") ?? "";

describeEachDatabase("Cache-Control", () => {
	test("is no-store on every /api/v1 answer, refusals and errors included", async ({ app, newUser }) => {
		const user = await newUser();
		const guest = apiClient(app);
		const answers = {
			"GET /me": await user.get("/api/v1/me"),
			"GET /tasks": await user.get("/api/v1/tasks"),
			"POST /tasks": await user.post("/api/v1/tasks", {
				id: randomUUID(),
				title: "Mine",
				quadrant: "not-urgent-important",
			}),
			"POST /tasks (invalid)": await user.post("/api/v1/tasks", { title: "" }),
			"GET /tasks/unknown": await user.get(`/api/v1/tasks/${randomUUID()}`),
			"GET /settings": await user.get("/api/v1/settings"),
			"GET /me (no session)": await guest.get("/api/v1/me"),
			"POST /tasks (other origin)": await user.post("/api/v1/tasks", {}, { origin: "https://evil.example" }),
			"GET /nothing-here": await user.get("/api/v1/nothing-here"),
		};
		expect(answers["GET /me"].status).toBe(200);
		expect(answers["POST /tasks"].status).toBe(201);
		expect(answers["GET /me (no session)"].status).toBe(401);
		for (const [request, response] of Object.entries(answers)) {
			expect(cacheControl(response), `${request} → ${response.status}`).toBe("no-store");
		}
	});

	test("is no-store on signed-in pages and their data, not on public pages", async ({ appWith, subscribe }) => {
		const prerendered = prerenderedPages();
		const app = appWith({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { loadBuild, prerendered });
		prerendered.renderOnDemand(app);
		const user = await newUserOf(app, subscribe)();
		const html = { accept: "text/html" };
		for (const path of ["/matrix", "/fr/sticky", "/profile", "/matrix.data", "/profile.data", "/login"]) {
			const response = await user.get(path, html);
			expect(response.status, path).toBeLessThan(400);
			expect(cacheControl(response), `${path} → ${response.status}`).toBe("no-store");
		}

		const guest = apiClient(app);
		for (const client of [user, guest]) {
			const prerenderedPage = await client.get("/fr/pricing", html);
			expect(prerenderedPage.headers.get("x-prerendered")).toBe("1");
			for (const response of [prerenderedPage, await client.get("/eisenhower-matrix", html), await client.get("/")]) {
				expect(response.status).toBe(200);
				expect(cacheControl(response)).not.toContain("no-store");
			}
		}
		// A guest's visit to an app page is a redirect to sign in, which holds nothing of anyone's.
		expect((await guest.get("/matrix", html)).status).toBe(302);
	});

	// The service worker keeps a page offline only for the user it names, and drops them all on `none` (ADR 0033).
	test("names whose each page and its data are: the signed-in user's, nobody's, or everyone's", async ({
		appWith,
		subscribe,
	}) => {
		const prerendered = prerenderedPages();
		const app = appWith({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { loadBuild, prerendered });
		prerendered.renderOnDemand(app);
		const newUser = newUserOf(app, subscribe);
		const [ana, ben] = [await newUser(), await newUser({ account: "email" })];
		const owner = (response: Response) => response.headers.get(CACHE_OWNER_HEADER);
		const html = { accept: "text/html" };

		const anaKeys = new Set<string | null>();
		for (const path of ["/matrix", "/fr/sticky", "/profile", "/matrix.data", "/billing/upgrade"]) {
			anaKeys.add(owner(await ana.get(path, html)));
		}
		const [anaKey] = [...anaKeys];
		expect(anaKeys.size).toBe(1);
		expect(anaKey).toMatch(/^[\w-]{16,}$/);
		expect(anaKey).not.toContain(ana.userId);
		const benKey = owner(await ben.get("/sticky", html));
		expect(benKey).toMatch(/^[\w-]{16,}$/);
		expect(benKey).not.toBe(anaKey);

		const guest = apiClient(app);
		for (const path of ["/login", "/matrix", "/profile.data"])
			expect(owner(await guest.get(path, html)), path).toBe("none");
		for (const client of [guest, ana]) {
			for (const path of ["/fr/pricing", "/eisenhower-matrix", "/"]) {
				expect(owner(await client.get(path, html)), path).toBe("public");
			}
		}
	});
});
