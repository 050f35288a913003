import { randomUUID } from "node:crypto";
import type { ServerBuild } from "react-router";
import { expect } from "vitest";
import { BUILD_VERSION_HEADER } from "#core/constants.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";
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

	test("is not named by an instance that serves no client (an API-only set-up)", async ({ app }) => {
		const refused = await app.request("/api/v1/me");
		expect(refused.status).toBe(401);
		expect(refused.headers.has(BUILD_VERSION_HEADER)).toBe(false);
	});
});
