import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "#tests/setup/api-client.ts";
import { createTestApp } from "#tests/setup/test-app.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-database.ts";
import { BROWSER_USER_AGENT } from "./support/catalogs.ts";

// The built server bundle in process, over a database that stops answering mid-run: the realistic unexpected error.
describe("unexpected server errors", () => {
	let testDb: TestDatabase;
	let build: ServerBuild;
	beforeAll(async () => {
		testDb = await createTestDatabase("pglite");
		build = (await import(new URL("../../build/server/index.js", import.meta.url).href)) as ServerBuild;
	});
	afterAll(() => testDb.dispose().catch(() => {}));

	it("answer 500 'Internal Server Error' with no internals, logged with the request id", async () => {
		const lines: Array<Record<string, unknown>> = [];
		const app = createTestApp(
			testDb.database,
			{ NODE_ENV: "production" },
			{ logStream: { write: (line) => void lines.push(JSON.parse(line)) }, loadBuild: async () => build },
		);
		const client = apiClient(app);
		await client.post("/api/auth/sign-in/anonymous");
		await testDb.database.close();

		const page = await client.get("/matrix", { "user-agent": BROWSER_USER_AGENT, "x-request-id": "req-500-page" });
		expect(page.status).toBe(500);
		const html = await page.text();
		expect(html).toContain("Internal Server Error");
		expect(html).not.toMatch(/at .+\.(ts|js):\d+|PGlite|closed/i);

		const api = await client.get("/api/v1/me", { "x-request-id": "req-500-api" });
		expect(api.status).toBe(500);
		expect(await api.json()).toEqual({ error: { code: "internal", message: "Something went wrong" } });

		for (const requestId of ["req-500-page", "req-500-api"]) {
			const errorLine = lines.find((line) => line.reqId === requestId && line.level === 50);
			expect(errorLine, requestId).toBeDefined();
			expect(JSON.stringify(errorLine?.err)).toBeTruthy();
		}
	});
});
