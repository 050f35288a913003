import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#tests/setup/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database.ts";

describe.each(databaseKinds())("health checks on %s", (kind) => {
	let testDb: TestDatabase;
	beforeAll(async () => {
		testDb = await createTestDatabase(kind);
	});
	afterAll(() => testDb.dispose());

	it("answers /healthz and /readyz while the database answers", async () => {
		const app = createTestApp(testDb.database);
		expect((await app.request("/healthz")).status).toBe(200);
		const ready = await app.request("/readyz");
		expect(ready.status).toBe(200);
		expect(await ready.json()).toEqual({ status: "ready" });
	});

	it("answers /readyz 503 when the database does not answer, while /healthz stays up", async () => {
		const failing = { ...testDb.database, ping: () => Promise.reject(new Error("connection refused")) };
		const app = createTestApp(failing);
		expect((await app.request("/readyz")).status).toBe(503);
		expect((await app.request("/healthz")).status).toBe(200);
	});
});
