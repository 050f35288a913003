import { expect } from "vitest";
import type { ApiErrorBody } from "#core/errors/api-error-body.ts";
import { type ApiClient, apiClient } from "#tests/setup/api-client.ts";
import { expectBadRequests } from "#tests/setup/bad-request.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";

// Written out rather than imported, so a change to the app's defaults is a visible decision here too.
const DEFAULTS = { notificationsEnabled: true, newsletterSubscribed: false, timeZone: null };
const VIEW_DEFAULTS = { showDateTags: true, showDescriptions: true, showCompletedBadge: true, hideCompleted: false };

describeEachDatabase("settings API", (kind) => {
	const read = async (client: ApiClient) => {
		const response = await client.get("/api/v1/settings");
		expect(response.status).toBe(200);
		return response.json();
	};
	const patch = (client: ApiClient, body: unknown) => client.send("PATCH", "/api/v1/settings", body);

	test("gives a new user the defaults: reminders on, newsletter off, no time zone yet", async ({ newUser }) => {
		expect(await read(await newUser())).toEqual(DEFAULTS);
	});

	test("changes the settings sent, keeps them, and leaves the view options alone", async ({ newUser }) => {
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

	test("roams: another session of the same account reads what the first one saved", async ({ newUser }) => {
		const email = `roam-${kind}@example.com`;
		const password = "correct horse battery";
		const first = await newUser({ account: "email", email, password, name: "Roamer" });
		expect((await patch(first, { newsletterSubscribed: true, timeZone: "Asia/Tokyo" })).status).toBe(200);
		const second = await first.anotherDevice({ ip: "203.0.113.2" });
		expect(await read(second)).toEqual({ ...DEFAULTS, newsletterSubscribed: true, timeZone: "Asia/Tokyo" });
		expect(await read(await newUser())).toEqual(DEFAULTS);
	});

	test("refuses bad input with field errors and changes nothing", async ({ newUser }) => {
		const client = await newUser();
		await expectBadRequests(
			(body) => patch(client, body),
			[
				{ body: { notificationsEnabled: "yes" }, field: "notificationsEnabled" },
				{ body: { newsletterSubscribed: null }, field: "newsletterSubscribed" },
				{ body: { timeZone: "Mars/Olympus_Mons" }, field: "timeZone" },
				{ body: { timeZone: "" }, field: "timeZone" },
				{ body: { newsletterSubscribed: true, theme: "dark" } },
				{ body: {} },
			],
		);
		expect(await read(client)).toEqual(DEFAULTS);
	});

	test("answers 401 without a session", async ({ app }) => {
		const guest = apiClient(app);
		for (const response of [await guest.get("/api/v1/settings"), await patch(guest, { newsletterSubscribed: true })]) {
			expect(response.status).toBe(401);
			expect(((await response.json()) as ApiErrorBody).error.code).toBe("unauthorized");
		}
	});
});
