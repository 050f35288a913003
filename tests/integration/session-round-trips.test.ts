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

	it("costs one database round trip: the session and its user together, then only the session's version", async () => {
		const client = apiClient(instanceA);
		expect((await client.post("/api/auth/sign-in/anonymous")).status).toBe(200);
		const sessionReadsOf = async (path: string) => {
			const recording = recordStatements(testDb.database);
			try {
				expect((await client.get(path)).status).toBe(200);
			} finally {
				recording.restore();
			}
			return recording.statements.filter((statement) => /from "session"|from "user"/i.test(statement));
		};
		// The first request with this cookie: better-auth reads the session and its user in one query.
		const first = await sessionReadsOf("/api/v1/tasks");
		expect(first).toHaveLength(1);
		expect(first[0]).toMatch(/"session"/);
		expect(first[0]).toMatch(/"user"/);
		// The next ones: one query finds the session unchanged, its user included (ADR 0035).
		expect(await sessionReadsOf("/api/v1/tasks")).toEqual([expect.stringMatching(/row_version.*from "session"/s)]);
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
