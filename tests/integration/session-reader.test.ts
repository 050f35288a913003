import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createSessionReader } from "#core/auth/read-session.ts";
import { session } from "#db/schema/auth.ts";
import { type ApiClient, apiClient } from "#tests/setup/api-client.ts";
import { createTestApp, type TestApp } from "#tests/setup/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database.ts";

type Me = { id: string; email: string | null; isAnonymous: boolean };
const DAY_MS = 24 * 60 * 60 * 1000;

// ADR 0035: what better-auth answered for a Cookie header is reused while the session and user rows are unchanged.
describe.each(databaseKinds())("reading the session of a request on %s", (kind) => {
	let testDb: TestDatabase;
	let app: TestApp;
	beforeAll(async () => {
		testDb = await createTestDatabase(kind);
		app = createTestApp(testDb.database);
	});
	afterAll(() => testDb.dispose());
	afterEach(() => {
		vi.restoreAllMocks();
		vi.useRealTimers();
	});

	const execute = (query: ReturnType<typeof sql>) => testDb.database.db.execute(query);

	async function signedIn(): Promise<{ client: ApiClient; me: Me }> {
		const client = apiClient(app);
		expect((await client.post("/api/auth/sign-in/anonymous")).status).toBe(200);
		return { client, me: await client.json<Me>(client.get("/api/v1/me")) };
	}

	it("asks better-auth once for a cookie while its session and user are unchanged", async () => {
		const { client } = await signedIn();
		const reads = vi.spyOn(app.auth.api, "getSession");
		for (let request = 0; request < 3; request++) expect((await client.get("/api/v1/tasks")).status).toBe(200);
		expect(reads).not.toHaveBeenCalled();
	});

	it("reads the user again at the next request once anything changed it, even SQL from outside the app", async () => {
		const { client, me } = await signedIn();
		await execute(
			sql`update "user" set is_anonymous = false, email = ${`ada-${me.id}@example.com`} where id = ${me.id}`,
		);
		const after = await client.json<Me>(client.get("/api/v1/me"));
		expect(after).toMatchObject({ isAnonymous: false, email: `ada-${me.id}@example.com` });
	});

	it("refuses a session deleted in the database at the next request", async () => {
		const { client, me } = await signedIn();
		await execute(sql`delete from "session" where user_id = ${me.id}`);
		expect((await client.get("/api/v1/me")).status).toBe(401);
	});

	it("still lets better-auth renew a session once it is due", async () => {
		const { client, me } = await signedIn();
		const expiry = async () => {
			const [row] = await testDb.database.db.select().from(session).where(eq(session.userId, me.id));
			return row?.expiresAt.getTime() ?? 0;
		};
		const before = await expiry();
		// An anonymous session (400 days) is renewed once used 371 days after its last renewal (session-lifetime.ts).
		vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 372 * DAY_MS });
		expect((await client.get("/api/v1/me")).status).toBe(200);
		expect(await expiry()).toBeGreaterThan(before + DAY_MS);
	});

	it("remembers a bounded number of cookies, forgetting the oldest", async () => {
		const reader = createSessionReader(app.auth, testDb.database.db, { mostRemembered: 2 });
		const cookies = await Promise.all([signedIn(), signedIn(), signedIn()]).then((users) =>
			users.map(({ client }) => new Headers({ cookie: client.jar.header() })),
		);
		const reads = vi.spyOn(app.auth.api, "getSession");
		const [first, second, third] = cookies as [Headers, Headers, Headers];
		for (const headers of [first, second, third, third, second]) expect(await reader(headers)).not.toBeNull();
		expect(reads).toHaveBeenCalledTimes(3);
		expect(await reader(first)).not.toBeNull();
		expect(reads).toHaveBeenCalledTimes(4);
	});
});
