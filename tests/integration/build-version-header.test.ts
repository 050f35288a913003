import { randomUUID } from "node:crypto";
import type { ServerBuild } from "react-router";
import { expect } from "vitest";
import { BUILD_VERSION_HEADER } from "#core/constants.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";
import { serveOnLoopback } from "#tests/setup/live-sync-client.ts";
import { newUserOf } from "#tests/setup/test-user.ts";

// Only the build's version is read by what this file requests (no page is rendered).
const servingBuild = (version: string) => ({ loadBuild: async () => ({ assets: { version } }) as ServerBuild });

describeEachDatabase("the client build an instance serves", () => {
	test("is named on every API answer, a refusal included, so an open tab learns of a deploy", async ({
		appWith,
		subscribe,
	}) => {
		const app = appWith({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, servingBuild("build-7"));
		const refused = await app.request("/api/v1/me");
		expect(refused.status).toBe(401);
		expect(refused.headers.get(BUILD_VERSION_HEADER)).toBe("build-7");

		const user = await newUserOf(app, subscribe)();
		const created = await user.post("/api/v1/tasks", {
			id: randomUUID(),
			title: "Ship it",
			quadrant: "urgent-important",
		});
		expect(created.status).toBe(201);
		expect(created.headers.get(BUILD_VERSION_HEADER)).toBe("build-7");
		const invalid = await user.post("/api/v1/tasks", { title: "" });
		expect(invalid.status).toBe(400);
		expect(invalid.headers.get(BUILD_VERSION_HEADER)).toBe("build-7");
	});

	// Under Node the header goes on Node's response before the handler runs (ADR 0020), not on the answer as in process.
	test("is named over a real socket too, with no-store, on an answer to a body and on a refusal", async ({
		appWith,
		subscribe,
	}) => {
		const app = appWith({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, servingBuild("build-8"));
		const user = await newUserOf(app, subscribe)();
		const served = await serveOnLoopback(app);
		try {
			const overSocket = apiClient(served);
			const created = await overSocket.post(
				"/api/v1/tasks",
				{ id: randomUUID(), title: "Over the wire", quadrant: "urgent-important" },
				{ cookie: user.jar.header() },
			);
			expect(created.status).toBe(201);
			expect(((await created.json()) as { title: string }).title).toBe("Over the wire");
			const refused = await overSocket.get("/api/v1/me");
			expect(refused.status).toBe(401);
			for (const [what, response] of Object.entries({ created, refused })) {
				expect(response.headers.get(BUILD_VERSION_HEADER), what).toBe("build-8");
				expect(response.headers.get("cache-control"), what).toBe("no-store");
			}
		} finally {
			await served.close();
		}
	});

	test("is not named by an instance that serves no client (an API-only set-up)", async ({ app }) => {
		const refused = await app.request("/api/v1/me");
		expect(refused.status).toBe(401);
		expect(refused.headers.has(BUILD_VERSION_HEADER)).toBe(false);
	});
});
