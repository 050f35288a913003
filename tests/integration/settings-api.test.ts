import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "#tests/setup/api-client.ts";
import { createTestApp } from "#tests/setup/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database.ts";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

// Written out rather than imported, so a change to the app's defaults is a visible decision here too.
const DEFAULTS = { notificationsEnabled: true, newsletterSubscribed: false, timeZone: null };
const VIEW_DEFAULTS = { showDateTags: true, showDescriptions: true, showCompletedBadge: true, hideCompleted: false };

describe.each(databaseKinds())("settings API on %s", (kind) => {
	let testDb: TestDatabase;
	let app: ReturnType<typeof createTestApp>;
	beforeAll(async () => {
		testDb = await createTestDatabase(kind);
		app = createTestApp(testDb.database, { AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
	});
	afterAll(() => testDb.dispose());

	type Client = ReturnType<typeof apiClient>;
	const newUser = async () => {
		const client = apiClient(app);
		expect((await client.post("/api/auth/sign-in/anonymous")).status).toBe(200);
		return client;
	};
	const read = async (client: Client) => {
		const response = await client.get("/api/v1/settings");
		expect(response.status).toBe(200);
		return response.json();
	};
	const patch = (client: Client, body: unknown) => client.send("PATCH", "/api/v1/settings", body);

	it("gives a new user the defaults: reminders on, newsletter off, no time zone yet", async () => {
		expect(await read(await newUser())).toEqual(DEFAULTS);
	});

	it("changes the settings sent, keeps them, and leaves the view options alone", async () => {
		const client = await newUser();
		const response = await patch(client, { newsletterSubscribed: true, timeZone: "Europe/Paris" });
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({ ...DEFAULTS, newsletterSubscribed: true, timeZone: "Europe/Paris" });
		expect((await patch(client, { notificationsEnabled: false })).status).toBe(200);
		expect(await read(client)).toEqual({
			notificationsEnabled: false,
			newsletterSubscribed: true,
			timeZone: "Europe/Paris",
		});
		expect(await (await client.get("/api/v1/view-options")).json()).toEqual(VIEW_DEFAULTS);
		// And changing a view option later keeps the settings.
		expect((await client.send("PATCH", "/api/v1/view-options", { hideCompleted: true })).status).toBe(200);
		expect(await read(client)).toEqual({
			notificationsEnabled: false,
			newsletterSubscribed: true,
			timeZone: "Europe/Paris",
		});
	});

	it("roams: another session of the same account reads what the first one saved", async () => {
		const email = `roam-${kind}@example.com`;
		const password = "correct horse battery";
		const first = apiClient(app);
		expect((await first.post("/api/auth/sign-up/email", { email, password, name: "Roamer" })).status).toBe(200);
		expect((await patch(first, { newsletterSubscribed: true, timeZone: "Asia/Tokyo" })).status).toBe(200);
		const second = apiClient(app, { ip: "203.0.113.2" });
		expect((await second.post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
		expect(await read(second)).toEqual({ ...DEFAULTS, newsletterSubscribed: true, timeZone: "Asia/Tokyo" });
		expect(await read(await newUser())).toEqual(DEFAULTS);
	});

	it("refuses bad input with field errors and changes nothing", async () => {
		const client = await newUser();
		const cases: { body: unknown; field?: string }[] = [
			{ body: { notificationsEnabled: "yes" }, field: "notificationsEnabled" },
			{ body: { newsletterSubscribed: null }, field: "newsletterSubscribed" },
			{ body: { timeZone: "Mars/Olympus_Mons" }, field: "timeZone" },
			{ body: { timeZone: "" }, field: "timeZone" },
			{ body: { newsletterSubscribed: true, theme: "dark" } },
			{ body: {} },
		];
		for (const { body, field } of cases) {
			const response = await patch(client, body);
			expect(response.status, JSON.stringify(body)).toBe(400);
			const { error } = (await response.json()) as ErrorBody;
			expect(error.code).toBe("bad_request");
			expect(Object.keys(error.fields ?? {}).length, JSON.stringify(body)).toBeGreaterThan(0);
			if (field) expect(error.fields?.[field]).toEqual(expect.any(String));
		}
		expect(await read(client)).toEqual(DEFAULTS);
	});

	it("answers 401 without a session", async () => {
		const guest = apiClient(app);
		for (const response of [await guest.get("/api/v1/settings"), await patch(guest, { newsletterSubscribed: true })]) {
			expect(response.status).toBe(401);
			expect(((await response.json()) as ErrorBody).error.code).toBe("unauthorized");
		}
	});
});
