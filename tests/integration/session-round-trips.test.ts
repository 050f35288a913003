import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "#tests/setup/api-client.ts";
import { recordStatements } from "#tests/setup/record-statements.ts";
import { createTestApp } from "#tests/setup/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database.ts";

describe.each(databaseKinds())("the session of a signed-in request on %s", (kind) => {
	let testDb: TestDatabase;
	let instanceA: ReturnType<typeof createTestApp>;
	let instanceB: ReturnType<typeof createTestApp>;
	beforeAll(async () => {
		testDb = await createTestDatabase(kind);
		// Two instances of the app on one database, as behind a load balancer.
		instanceA = createTestApp(testDb.database);
		instanceB = createTestApp(testDb.database);
	});
	afterAll(() => testDb.dispose());

	it("costs one database round trip, the session and its user together", async () => {
		const client = apiClient(instanceA);
		expect((await client.post("/api/auth/sign-in/anonymous")).status).toBe(200);
		expect((await client.get("/api/v1/tasks")).status).toBe(200);

		const recording = recordStatements(testDb.database);
		try {
			expect((await client.get("/api/v1/tasks")).status).toBe(200);
		} finally {
			recording.restore();
		}
		const sessionReads = recording.statements.filter((statement) => /from "session"|from "user"/i.test(statement));
		expect(sessionReads).toHaveLength(1);
		expect(sessionReads[0]).toMatch(/"session"/);
		expect(sessionReads[0]).toMatch(/"user"/);
	});

	it("refuses a session signed out on another instance at the very next request", async () => {
		const client = apiClient(instanceA);
		expect((await client.post("/api/auth/sign-in/anonymous")).status).toBe(200);
		expect((await client.get("/api/v1/me")).status).toBe(200);

		const sameCookieElsewhere = await instanceB.request("/api/auth/sign-out", {
			method: "POST",
			headers: { origin: "http://localhost:3000", "content-type": "application/json", cookie: client.jar.header() },
			body: "{}",
		});
		expect(sameCookieElsewhere.status).toBe(200);

		const afterwards = await instanceA.request("/api/v1/me", { headers: { cookie: client.jar.header() } });
		expect(afterwards.status).toBe(401);
	});
});
