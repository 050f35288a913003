import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { ApiErrorBody } from "#core/errors/api-error-body.ts";
import type { TaskView } from "#core/tasks/task-view.ts";
import { changeLog } from "#db/schema/tasks.ts";
import type { ApiClient } from "#tests/setup/api-client.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";

type Listing = { tasks: TaskView[] };

// Issue 18, items 3, 5 and 6: a repeating task, completed, makes its next occurrence once; bad rules are refused.
describeEachDatabase("recurring tasks", () => {
	const add = (client: ApiClient, fields: Record<string, unknown>) =>
		client.json<TaskView>(
			client.post("/api/v1/tasks", { id: randomUUID(), quadrant: "not-urgent-important", ...fields }),
		);
	const tasks = async (client: ApiClient) => (await client.json<Listing>(client.get("/api/v1/tasks"))).tasks;
	const complete = (client: ApiClient, id: string, headers: Record<string, string> = {}) =>
		client.send("PATCH", `/api/v1/tasks/${id}`, { status: "done" }, headers);
	const errorOf = async (response: Response | Promise<Response>) =>
		((await (await response).json()) as ApiErrorBody).error;

	test("completing a weekly task creates the next one on the rule's next day, in the user's zone", async ({
		newUser,
	}) => {
		const client = await newUser();
		expect((await client.send("PATCH", "/api/v1/settings", { timeZone: "America/Los_Angeles" })).status).toBe(200);
		const weekly = await add(client, {
			title: "Team notes",
			description: "Send to everyone",
			priority: "high",
			dueDate: "2026-10-29",
			dueTime: "09:00",
			repeat: "RRULE:FREQ=WEEKLY;BYDAY=TH;COUNT=3",
		});
		expect(weekly.repeat).toBe("FREQ=WEEKLY;BYDAY=TH;COUNT=3");
		expect((await complete(client, weekly.id)).status).toBe(200);
		const shown = await tasks(client);
		expect(shown).toHaveLength(2);
		const next = shown.find((task) => task.id !== weekly.id);
		// Across the end of daylight saving time (1 November), still Thursday at 09:00.
		expect(next).toMatchObject({
			title: "Team notes",
			description: "Send to everyone",
			priority: "high",
			quadrant: "not-urgent-important",
			status: "todo",
			dueDate: "2026-11-05",
			dueTime: "09:00",
			repeat: "FREQ=WEEKLY;BYDAY=TH;COUNT=2",
			completedAt: null,
		});
		expect(shown.find((task) => task.id === weekly.id)).toMatchObject({ status: "done", repeat: weekly.repeat });
	});

	test("creates exactly one next task for a retried request, a race, or done → reopened → done", async ({
		db,
		newUser,
	}) => {
		const client = await newUser();
		const daily = await add(client, { title: "Stretch", dueDate: "2026-05-01", repeat: "FREQ=DAILY" });
		const key = { "idempotency-key": `complete-${daily.id}` };
		const first = await complete(client, daily.id, key);
		const retried = await complete(client, daily.id, key);
		expect(first.status).toBe(200);
		expect(retried.status).toBe(200);
		expect(retried.headers.get("idempotent-replayed")).toBe("true");
		expect(await retried.json()).toEqual(await first.json());
		// Without a key: two at once, and again after reopening it.
		const raced = await add(client, { title: "Read", dueDate: "2026-05-01", repeat: "FREQ=DAILY" });
		const answers = await Promise.all([complete(client, raced.id), complete(client, raced.id)]);
		expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
		await client.send("PATCH", `/api/v1/tasks/${raced.id}`, { status: "todo" });
		expect((await complete(client, raced.id)).status).toBe(200);
		const shown = await tasks(client);
		expect(shown.filter((task) => task.title === "Stretch").map((task) => task.dueDate)).toEqual([
			"2026-05-01",
			"2026-05-02",
		]);
		expect(shown.filter((task) => task.title === "Read").map((task) => task.dueDate)).toEqual([
			"2026-05-01",
			"2026-05-02",
		]);
		// The next task went through the change log, so live sync carries it to the user's other devices.
		const next = shown.find((task) => task.title === "Stretch" && task.dueDate === "2026-05-02");
		const logged = await db
			.select({ action: changeLog.action })
			.from(changeLog)
			.where(and(eq(changeLog.userId, client.userId), eq(changeLog.entityId, next?.id ?? "")));
		expect(logged).toEqual([{ action: "created" }]);
	});

	test("the last occurrence, or a rule with no later date, has no successor", async ({ newUser }) => {
		const client = await newUser();
		const last = await add(client, { title: "Last", dueDate: "2026-05-01", repeat: "FREQ=DAILY;COUNT=1" });
		const ended = await add(client, { title: "Ended", dueDate: "2026-05-01", repeat: "FREQ=DAILY;UNTIL=20260501" });
		const never = await add(client, {
			title: "Never",
			dueDate: "2026-05-01",
			repeat: "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30",
		});
		for (const task of [last, ended, never]) expect((await complete(client, task.id)).status).toBe(200);
		expect((await tasks(client)).map((task) => task.status)).toEqual(["done", "done", "done"]);
	});

	test("skip this one moves the due date on; stop repeating clears the rule", async ({ newUser }) => {
		const client = await newUser();
		const task = await add(client, {
			title: "Rent",
			dueDate: "2026-01-31",
			repeat: "FREQ=MONTHLY;BYMONTHDAY=31;COUNT=3",
		});
		const skipped = await client.json<TaskView>(
			client.post(`/api/v1/tasks/${task.id}/skip`, { version: task.version }),
		);
		expect(skipped).toMatchObject({
			dueDate: "2026-03-31",
			repeat: "FREQ=MONTHLY;BYMONTHDAY=31;COUNT=2",
			status: "todo",
		});
		const stale = await client.post(`/api/v1/tasks/${task.id}/skip`, { version: task.version });
		expect(stale.status).toBe(409);
		const stopped = await client.json<TaskView>(client.send("PATCH", `/api/v1/tasks/${task.id}`, { repeat: null }));
		expect(stopped).toMatchObject({ dueDate: "2026-03-31", repeat: null });
		expect((await complete(client, task.id)).status).toBe(200);
		expect(await tasks(client)).toHaveLength(1);
	});

	test("refuses a malformed rule, one more often than daily, and a rule without a due date, with fields.repeat", async ({
		newUser,
	}) => {
		const client = await newUser();
		const malformed = await client.post("/api/v1/tasks", {
			id: randomUUID(),
			title: "Bad",
			quadrant: "urgent-important",
			dueDate: "2026-05-01",
			repeat: "FREQ=FORTNIGHTLY",
		});
		expect(malformed.status).toBe(400);
		expect(await errorOf(malformed)).toMatchObject({
			code: "bad_request",
			fields: { repeat: "Quadrant does not understand this repeat rule" },
		});
		const hourly = await client.post("/api/v1/tasks", {
			id: randomUUID(),
			title: "Bad",
			quadrant: "urgent-important",
			dueDate: "2026-05-01",
			repeat: "FREQ=HOURLY",
		});
		expect(hourly.status).toBe(400);
		expect((await errorOf(hourly)).fields).toEqual({ repeat: "A task can repeat at most once a day" });
		const undated = await client.post("/api/v1/tasks", {
			id: randomUUID(),
			title: "Bad",
			quadrant: "urgent-important",
			repeat: "FREQ=DAILY",
		});
		expect(undated.status).toBe(400);
		expect(await errorOf(undated)).toMatchObject({
			code: "repeat_needs_due_date",
			fields: { repeat: "A repeating task needs a due date" },
		});
		const task = await add(client, { title: "Good", dueDate: "2026-05-01", repeat: "FREQ=DAILY" });
		const dateCleared = await client.send("PATCH", `/api/v1/tasks/${task.id}`, { dueDate: null });
		expect(dateCleared.status).toBe(400);
		expect((await errorOf(dateCleared)).fields).toHaveProperty("repeat");
		const french = await client.send(
			"PATCH",
			`/api/v1/tasks/${task.id}`,
			{ repeat: "FREQ=MINUTELY" },
			{ "accept-language": "fr" },
		);
		expect((await errorOf(french)).fields).toEqual({ repeat: "Une tâche peut se répéter au plus une fois par jour" });
		expect((await tasks(client)).map((shown) => shown.repeat)).toEqual(["FREQ=DAILY"]);
	});

	test("the JSON and CSV exports carry the rule", async ({ newUser }) => {
		const client = await newUser();
		await add(client, { title: "Plants", dueDate: "2026-05-02", repeat: "FREQ=WEEKLY;BYDAY=SA" });
		const data = await client.json<{ tasks: TaskView[] }>(client.get("/api/v1/account/export"));
		expect(data.tasks).toEqual([expect.objectContaining({ title: "Plants", repeat: "FREQ=WEEKLY;BYDAY=SA" })]);
		const csv = await (await client.get("/api/v1/account/export/tasks.csv")).text();
		expect(csv.split("\r\n")[0]).toContain(",due_time,repeat,");
		expect(csv).toContain(",2026-05-02,,FREQ=WEEKLY;BYDAY=SA,");
	});
});
