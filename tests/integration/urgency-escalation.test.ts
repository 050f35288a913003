import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { TaskView } from "#core/tasks/task-view.ts";
import { createDatabase, type Database } from "#db/client.server.ts";
import { changeLog } from "#db/schema/tasks.ts";
import { startUrgencyEscalation } from "#server/jobs/urgency-escalation.ts";
import type { ApiClient } from "#tests/setup/api-client.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";

const silent = { error: () => {} };
// 28 September 2026 00:00 in Auckland, the first midnight after its clocks sprang forward (UTC+13).
const AUCKLAND_28_SEPTEMBER = "2026-09-27T11:00:00Z";

describeEachDatabase("urgency from deadlines", () => {
	const runAt = async (database: Database, now: string) => {
		const job = startUrgencyEscalation({ db: database.db, logger: silent, now: () => new Date(now) });
		try {
			return await job.runOnce();
		} finally {
			await job.stop();
		}
	};
	const addTask = (client: ApiClient, fields: Record<string, unknown>) =>
		client.json<TaskView>(client.post("/api/v1/tasks", { id: randomUUID(), ...fields }));
	const tasksOf = async (client: ApiClient) => {
		const { tasks } = await client.json<{ tasks: TaskView[] }>(client.get("/api/v1/tasks"));
		return tasks.filter((task) => !task.isExample);
	};
	const placed = async (client: ApiClient) =>
		(await tasksOf(client)).map(({ title, quadrant, escalatedOn, isPinned }) => ({
			title,
			quadrant,
			escalatedOn,
			isPinned,
		}));

	test("moves exactly the open tasks due within the window on the user's clock, once, to the top, and logs each move", async ({
		database,
		db,
		newUser,
	}) => {
		const client = await newUser();
		expect((await client.send("PATCH", "/api/v1/settings", { timeZone: "Pacific/Auckland" })).status).toBe(200);
		await addTask(client, { title: "Already urgent", quadrant: "urgent-important" });
		const soon = await addTask(client, { title: "Soon", quadrant: "not-urgent-important", dueDate: "2026-09-30" });
		await addTask(client, { title: "Later", quadrant: "not-urgent-important", dueDate: "2026-10-01" });
		await addTask(client, { title: "Errand", quadrant: "not-urgent-not-important", dueDate: "2026-09-29" });
		await addTask(client, { title: "Overdue", quadrant: "not-urgent-important", dueDate: "2026-09-01" });
		await addTask(client, { title: "Done", quadrant: "not-urgent-important", dueDate: "2026-09-28", status: "done" });
		await addTask(client, { title: "No date", quadrant: "not-urgent-important" });
		// A user with the rule off (as everyone who was there before it is) keeps their tasks where they are.
		const off = await newUser();
		expect((await off.send("PATCH", "/api/v1/settings", { urgencyDays: null })).status).toBe(200);
		await addTask(off, { title: "Off", quadrant: "not-urgent-important", dueDate: "2026-09-20" });

		// A minute before midnight in Auckland "Soon" is three days away; UTC's date would still be the 27th too.
		expect(await runAt(database, "2026-09-27T10:59:00Z")).toBe(2);
		const second = database.url ? createDatabase({ databaseUrl: database.url }) : database;
		try {
			const counts = await Promise.all([
				runAt(database, AUCKLAND_28_SEPTEMBER),
				runAt(second, AUCKLAND_28_SEPTEMBER),
				runAt(database, AUCKLAND_28_SEPTEMBER),
			]);
			expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
		} finally {
			if (second !== database) await second.close();
		}
		expect(await runAt(database, AUCKLAND_28_SEPTEMBER)).toBe(0);
		const escalated = { escalatedOn: "2026-09-28", isPinned: false };
		const untouched = { escalatedOn: null, isPinned: false };
		// Listed by quadrant name, then in each quadrant's order: the moved tasks on top, the latest first.
		expect(await placed(client)).toEqual([
			{ title: "Later", quadrant: "not-urgent-important", ...untouched },
			{ title: "Done", quadrant: "not-urgent-important", ...untouched },
			{ title: "No date", quadrant: "not-urgent-important", ...untouched },
			{ title: "Soon", quadrant: "urgent-important", ...escalated },
			{ title: "Overdue", quadrant: "urgent-important", escalatedOn: "2026-09-27", isPinned: false },
			{ title: "Already urgent", quadrant: "urgent-important", ...untouched },
			{ title: "Errand", quadrant: "urgent-not-important", escalatedOn: "2026-09-27", isPinned: false },
		]);
		expect((await tasksOf(off)).map(({ quadrant }) => quadrant)).toEqual(["not-urgent-important"]);
		// One logged change carries the move to live sync.
		const logged = await db
			.select({ data: changeLog.data })
			.from(changeLog)
			.where(and(eq(changeLog.userId, client.userId), eq(changeLog.entityId, soon.id)))
			.orderBy(asc(changeLog.seq));
		expect(logged.map(({ data }) => (data as TaskView).quadrant)).toEqual(["not-urgent-important", "urgent-important"]);
	});

	test("leaves a task the user placed by hand after the move where it is, until they unpin it", async ({
		database,
		newUser,
	}) => {
		const client = await newUser();
		const task = await addTask(client, { title: "Report", quadrant: "not-urgent-important", dueDate: "2026-03-10" });
		expect(await runAt(database, "2026-03-08T12:00:00Z")).toBe(1);
		const moved = await client.json<TaskView>(
			client.post(`/api/v1/tasks/${task.id}/move`, { quadrant: "not-urgent-important", before: null }),
		);
		expect(moved).toMatchObject({ quadrant: "not-urgent-important", escalatedOn: "2026-03-08", isPinned: true });
		expect(await runAt(database, "2026-03-09T12:00:00Z")).toBe(0);
		// A due date pushed later leaves an escalated task where it is, too.
		const other = await addTask(client, { title: "Taxes", quadrant: "not-urgent-important", dueDate: "2026-03-09" });
		expect(await runAt(database, "2026-03-09T12:00:00Z")).toBe(1);
		const later = await client.json<TaskView>(
			client.send("PATCH", `/api/v1/tasks/${other.id}`, { dueDate: "2026-04-15" }),
		);
		expect(later).toMatchObject({ quadrant: "urgent-important", isPinned: false });
		expect(await runAt(database, "2026-03-09T12:00:00Z")).toBe(0);

		const unpinned = await client.json<TaskView>(client.send("PATCH", `/api/v1/tasks/${task.id}`, { isPinned: false }));
		expect(unpinned).toMatchObject({ quadrant: "not-urgent-important", isPinned: false });
		expect(await runAt(database, "2026-03-09T12:00:00Z")).toBe(1);
		expect((await tasksOf(client)).find(({ id }) => id === task.id)).toMatchObject({
			quadrant: "urgent-important",
			escalatedOn: "2026-03-09",
			isPinned: false,
		});
	});
});
