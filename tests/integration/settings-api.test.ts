import { expect } from "vitest";
import type { ApiErrorBody } from "#core/errors/api-error-body.ts";
import { type ApiClient, apiClient } from "#tests/setup/api-client.ts";
import { expectBadRequests } from "#tests/setup/bad-request.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";

// Written out rather than imported, so a change to the app's defaults is a visible decision here too.
const DEFAULTS = {
	notificationsEnabled: true,
	newsletterSubscribed: false,
	timeZone: null,
	reminderOffsetMinutes: 0,
	reminderHour: 9,
	quietHoursStart: null,
	quietHoursEnd: null,
	dailyDigestTime: null,
	dailyDigestByEmail: false,
	urgencyDays: 2,
};
const VIEW_DEFAULTS = {
	showDateTags: true,
	showDescriptions: true,
	showCompletedBadge: true,
	hideCompleted: true,
	phoneGrid: true,
	quadrantSort: "manual",
};

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
			...DEFAULTS,
			notificationsEnabled: false,
			newsletterSubscribed: true,
			timeZone: "Europe/Paris",
		});
		expect(await (await client.get("/api/v1/view-options")).json()).toEqual(VIEW_DEFAULTS);
		// And changing a view option later keeps the settings.
		expect((await client.send("PATCH", "/api/v1/view-options", { hideCompleted: false })).status).toBe(200);
		expect(await read(client)).toEqual({
			...DEFAULTS,
			notificationsEnabled: false,
			newsletterSubscribed: true,
			timeZone: "Europe/Paris",
		});
	});

	test("keeps when reminders go out: the offset, the hour for a date alone, and quiet hours, over midnight too", async ({
		newUser,
	}) => {
		const client = await newUser();
		const timing = { reminderOffsetMinutes: 1440, reminderHour: 0, quietHoursStart: "22:00", quietHoursEnd: "07:00" };
		const response = await patch(client, timing);
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({ ...DEFAULTS, ...timing });
		expect((await patch(client, { reminderHour: 23, quietHoursStart: "12:30", quietHoursEnd: "13:45" })).status).toBe(
			200,
		);
		expect(await read(client)).toMatchObject({ reminderHour: 23, quietHoursStart: "12:30", quietHoursEnd: "13:45" });
		// Both null: no quiet hours.
		expect((await patch(client, { quietHoursStart: null, quietHoursEnd: null })).status).toBe(200);
		expect(await read(client)).toEqual({ ...DEFAULTS, reminderOffsetMinutes: 1440, reminderHour: 23 });
	});

	test("turns the urgency rule off and on, and refuses a window out of 0–14 days with a field error", async ({
		newUser,
	}) => {
		const client = await newUser();
		expect((await patch(client, { urgencyDays: null })).status).toBe(200);
		expect(await read(client)).toEqual({ ...DEFAULTS, urgencyDays: null });
		await expectBadRequests(
			(body) => patch(client, body),
			[
				{ body: { urgencyDays: 15 }, field: "urgencyDays" },
				{ body: { urgencyDays: -1 }, field: "urgencyDays" },
				{ body: { urgencyDays: 1.5 }, field: "urgencyDays" },
				{ body: { urgencyDays: "2" }, field: "urgencyDays" },
			],
		);
		expect(await read(client)).toEqual({ ...DEFAULTS, urgencyDays: null });
		for (const urgencyDays of [0, 14]) {
			expect((await patch(client, { urgencyDays })).status).toBe(200);
			expect(await read(client)).toEqual({ ...DEFAULTS, urgencyDays });
		}
	});

	test("refuses reminder timing out of range, half or zero-length quiet hours and a bad zone, with translated field errors", async ({
		newUser,
	}) => {
		const client = await newUser();
		await expectBadRequests(
			(body) => patch(client, body),
			[
				{ body: { reminderOffsetMinutes: 5 }, field: "reminderOffsetMinutes" },
				{ body: { reminderOffsetMinutes: -10 }, field: "reminderOffsetMinutes" },
				{ body: { reminderOffsetMinutes: "60" }, field: "reminderOffsetMinutes" },
				{ body: { reminderHour: 24 }, field: "reminderHour" },
				{ body: { reminderHour: -1 }, field: "reminderHour" },
				{ body: { reminderHour: 9.5 }, field: "reminderHour" },
				{ body: { quietHoursStart: "22:00" }, field: "quietHoursEnd" },
				{ body: { quietHoursEnd: "07:00" }, field: "quietHoursStart" },
				{ body: { quietHoursStart: "22:00", quietHoursEnd: null }, field: "quietHoursEnd" },
				{ body: { quietHoursStart: null, quietHoursEnd: "07:00" }, field: "quietHoursStart" },
				{ body: { quietHoursStart: "22:00", quietHoursEnd: "22:00" }, field: "quietHoursEnd" },
				{ body: { quietHoursStart: "24:00", quietHoursEnd: "07:00" }, field: "quietHoursStart" },
				{ body: { quietHoursStart: "22:00", quietHoursEnd: "7:00" }, field: "quietHoursEnd" },
				{ body: { timeZone: "America/Nowhere" }, field: "timeZone" },
				{ body: { timeZone: "UTC+2" }, field: "timeZone" },
			],
		);
		expect(await read(client)).toEqual(DEFAULTS);
		// The messages are the page's language's, and say what is wrong.
		const messageOf = async (body: unknown, locale: string, field: string) => {
			const response = await client.send("PATCH", "/api/v1/settings", body, { "Accept-Language": locale });
			return ((await response.json()) as ApiErrorBody).error.fields?.[field];
		};
		expect(await messageOf({ reminderHour: 24 }, "en", "reminderHour")).toBe("This value must be at most 23");
		expect(await messageOf({ reminderOffsetMinutes: 5 }, "en", "reminderOffsetMinutes")).toBe(
			"Choose one of these values: 0, 10, 60, 1440",
		);
		expect(await messageOf({ quietHoursStart: "22:00", quietHoursEnd: "22:00" }, "fr", "quietHoursEnd")).toBe(
			"Les heures calmes ne peuvent pas commencer et finir à la même heure",
		);
		expect(await messageOf({ quietHoursStart: "22:00" }, "es", "quietHoursEnd")).toBe(
			"Las horas de silencio necesitan un inicio y un final",
		);
		expect(await messageOf({ timeZone: "Mars/Olympus_Mons" }, "en", "timeZone")).toBe("This is not a known time zone");
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
