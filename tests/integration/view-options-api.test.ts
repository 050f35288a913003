import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { ApiErrorBody } from "#core/errors/api-error-body.ts";
import type { Db } from "#db/client.server.ts";
import { changeLog } from "#db/schema/tasks.ts";
import { type ApiClient, apiClient } from "#tests/setup/api-client.ts";
import { expectBadRequests } from "#tests/setup/bad-request.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";
import type { TestUser } from "#tests/setup/test-user.ts";

// Written out rather than imported, so a change to the app's defaults is a visible decision here too.
const DEFAULTS = {
	showDateTags: true,
	showDescriptions: true,
	showCompletedBadge: true,
	hideCompleted: true,
	phoneGrid: true,
	quadrantSort: "manual",
};

describeEachDatabase("view options API", () => {
	const read = async (client: ApiClient) => {
		const response = await client.get("/api/v1/view-options");
		expect(response.status).toBe(200);
		return response.json();
	};
	const patch = (client: ApiClient, body: unknown, headers?: Record<string, string>) =>
		client.send("PATCH", "/api/v1/view-options", body, headers);
	const changesOf = async (db: Db, { userId }: TestUser) => {
		const entries = await db
			.select({
				seq: changeLog.seq,
				entity: changeLog.entity,
				entityId: changeLog.entityId,
				action: changeLog.action,
				data: changeLog.data,
			})
			.from(changeLog)
			.where(eq(changeLog.userId, userId))
			.orderBy(asc(changeLog.seq));
		return { userId, entries };
	};

	test("gives a new user the defaults", async ({ newUser }) => {
		const client = await newUser();
		expect(await read(client)).toEqual(DEFAULTS);
	});

	test("changes only the option sent, keeps it for later requests, and keeps earlier changes", async ({ newUser }) => {
		const client = await newUser();
		const first = await patch(client, { hideCompleted: false });
		expect(first.status).toBe(200);
		expect(await first.json()).toEqual({ ...DEFAULTS, hideCompleted: false });
		expect(await read(client)).toEqual({ ...DEFAULTS, hideCompleted: false });
		// A second change to the now existing settings leaves the first one in place.
		const second = await patch(client, { showDateTags: false });
		expect(await second.json()).toEqual({ ...DEFAULTS, hideCompleted: false, showDateTags: false });
		expect(await read(client)).toEqual({ ...DEFAULTS, hideCompleted: false, showDateTags: false });
	});

	test("keeps the choice of the stacked layout on phones (the 2×2 grid unless chosen otherwise)", async ({
		newUser,
	}) => {
		const client = await newUser();
		const stacked = await patch(client, { phoneGrid: false });
		expect(stacked.status).toBe(200);
		expect(await read(client)).toEqual({ ...DEFAULTS, phoneGrid: false });
		expect((await patch(client, { phoneGrid: "no" })).status).toBe(400);
	});

	test("keeps the sort within a quadrant, and refuses one it does not know", async ({ newUser }) => {
		const client = await newUser();
		for (const quadrantSort of ["dueDate", "priority", "manual"]) {
			const response = await patch(client, { quadrantSort });
			expect(response.status).toBe(200);
			expect(await response.json()).toEqual({ ...DEFAULTS, quadrantSort });
			expect(await read(client)).toEqual({ ...DEFAULTS, quadrantSort });
		}
		await expectBadRequests(
			(body) => patch(client, body),
			[
				{ body: { quadrantSort: "title" }, field: "quadrantSort" },
				{ body: { quadrantSort: null }, field: "quadrantSort" },
			],
		);
		expect(await read(client)).toEqual(DEFAULTS);
	});

	test("leaves other users' options alone", async ({ newUser }) => {
		const changer = await newUser();
		const bystander = await newUser();
		expect((await patch(changer, { showDescriptions: false, showCompletedBadge: false })).status).toBe(200);
		expect(await read(bystander)).toEqual(DEFAULTS);
		expect(await read(changer)).toEqual({ ...DEFAULTS, showDescriptions: false, showCompletedBadge: false });
	});

	test("refuses bad input with field errors and changes nothing", async ({ db, newUser }) => {
		const client = await newUser();
		await expectBadRequests(
			(body) => patch(client, body),
			[
				{ body: { showDateTags: "no" }, field: "showDateTags" },
				{ body: { hideCompleted: null }, field: "hideCompleted" },
				// A valid option next to an unknown one must not be half-applied.
				{ body: { hideCompleted: true, colour: "red" } },
				{ body: { colour: "red" } },
				{ body: {} },
			],
		);
		expect(await read(client)).toEqual(DEFAULTS);
		expect((await changesOf(db, client)).entries).toEqual([]);
	});

	test("answers 401 without a session, and serves the same requests once signed in", async ({ app }) => {
		const guest = apiClient(app);
		for (const response of [await guest.get("/api/v1/view-options"), await patch(guest, { hideCompleted: true })]) {
			expect(response.status).toBe(401);
			expect(((await response.json()) as ApiErrorBody).error.code).toBe("unauthorized");
		}
		expect((await guest.post("/api/auth/sign-in/anonymous")).status).toBe(200);
		expect(await read(guest)).toEqual(DEFAULTS);
		expect((await patch(guest, { hideCompleted: true })).status).toBe(200);
	});

	test("appends each change to the user's change log with the full options", async ({ db, newUser }) => {
		const client = await newUser();
		await patch(client, { showDateTags: false });
		await patch(client, { hideCompleted: false });
		const { userId, entries } = await changesOf(db, client);
		expect(entries).toEqual([
			{
				seq: 1,
				entity: "viewOptions",
				entityId: userId,
				action: "updated",
				data: { ...DEFAULTS, showDateTags: false },
			},
			{
				seq: 2,
				entity: "viewOptions",
				entityId: userId,
				action: "updated",
				data: { ...DEFAULTS, showDateTags: false, hideCompleted: false },
			},
		]);
	});

	test("applies a retried PATCH once", async ({ db, newUser }) => {
		const client = await newUser();
		const headers = { "idempotency-key": "view-options-0001" };
		const first = await patch(client, { showDescriptions: false }, headers);
		const retry = await patch(client, { showDescriptions: false }, headers);
		expect(retry.headers.get("idempotent-replayed")).toBe("true");
		expect(await retry.json()).toEqual(await first.json());
		expect((await changesOf(db, client)).entries).toHaveLength(1);
	});
});
