import { expect } from "vitest";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";
import { createTestApp } from "#tests/setup/test-app.ts";

describeEachDatabase("health checks", () => {
	test("answers /healthz and /readyz while the database answers", async ({ app }) => {
		expect((await app.request("/healthz")).status).toBe(200);
		const ready = await app.request("/readyz");
		expect(ready.status).toBe(200);
		expect(await ready.json()).toEqual({ status: "ready" });
	});

	test("answers /readyz 503 when the database does not answer, while /healthz stays up", async ({ database }) => {
		const failing = { ...database, ping: () => Promise.reject(new Error("connection refused")) };
		const app = createTestApp(failing);
		expect((await app.request("/readyz")).status).toBe(503);
		expect((await app.request("/healthz")).status).toBe(200);
	});
});
