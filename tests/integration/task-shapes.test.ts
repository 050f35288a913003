import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { BoardView } from "#core/boards/board-view.ts";
import type { ApiErrorBody } from "#core/errors/api-error-body.ts";
import { taskViewSchema } from "#core/tasks/task.schema.ts";
import type { TaskView } from "#core/tasks/task-view.ts";
import type { Db } from "#db/client.server.ts";
import { changeLog } from "#db/schema/tasks.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";

type Listing = { board: BoardView | null; boards?: BoardView[]; tasks: TaskView[] };

const changesOf = (db: Db, userId: string) =>
	db.select().from(changeLog).where(eq(changeLog.userId, userId)).orderBy(asc(changeLog.seq));

test.override("appEnv", { FREE_TASKS_PER_QUADRANT: "2" });

// One shape per resource: every answer, the change log and the pages' data carry the same task view.
describeEachDatabase("task and board shapes", () => {
	test("answers every task in the one declared view, and logs that same view", async ({ db, newUser }) => {
		const client = await newUser();
		const created = await client.json<TaskView>(
			client.post("/api/v1/tasks", {
				id: randomUUID(),
				title: "Call the bank",
				quadrant: "urgent-important",
				dueDate: "2026-12-01",
				dueTime: "09:30",
			}),
		);
		const edited = await client.json<TaskView>(
			client.send("PATCH", `/api/v1/tasks/${created.id}`, { status: "done", version: 1 }),
		);
		const moved = await client.json<TaskView>(
			client.post(`/api/v1/tasks/${created.id}/move`, { quadrant: "urgent-not-important", before: null }),
		);
		const listing = await client.json<Listing>(client.get("/api/v1/tasks"));
		for (const task of [created, edited, moved, ...listing.tasks]) expect(taskViewSchema.parse(task)).toEqual(task);
		expect(created).toMatchObject({ dueTime: "09:30", completedAt: null, version: 1 });
		expect(edited.completedAt).not.toBeNull();
		expect(listing.tasks).toEqual([moved]);
		expect(Object.keys(listing.board ?? {}).sort()).toEqual(["id", "isDefault", "name", "taskCount"]);
		expect(listing.board?.taskCount).toBe(1);
		// The log holds exactly what each answer carried.
		expect((await changesOf(db, client.userId)).map((change) => change.data)).toEqual([created, edited, moved]);
	});

	test("lists everything on Pro with the boards in the same view as GET /boards", async ({ newUser }) => {
		const client = await newUser({ subscription: { status: "active" } });
		await client.post("/api/v1/boards", { id: randomUUID(), name: "Home" });
		const { boards } = await client.json<{ boards: BoardView[] }>(client.get("/api/v1/boards"));
		const all = await client.json<Listing>(client.get("/api/v1/tasks?board=all"));
		expect(all.board).toBeNull();
		expect(all.boards).toEqual(boards);
	});

	test("changes the quadrant from the editor in one request and one logged change, at the end of the new quadrant", async ({
		db,
		newUser,
	}) => {
		const client = await newUser();
		const add = (title: string, quadrant: string) =>
			client.json<TaskView>(client.post("/api/v1/tasks", { id: randomUUID(), title, quadrant }));
		const there = await add("Already there", "not-urgent-important");
		const task = await add("Plan the week", "urgent-important");
		const before = (await changesOf(db, client.userId)).length;
		const saved = await client.json<TaskView>(
			client.send("PATCH", `/api/v1/tasks/${task.id}`, {
				title: "Plan the month",
				quadrant: "not-urgent-important",
				version: 1,
			}),
		);
		expect(saved).toMatchObject({ title: "Plan the month", quadrant: "not-urgent-important", version: 2 });
		expect(saved.position > there.position).toBe(true);
		const changes = await changesOf(db, client.userId);
		expect(changes).toHaveLength(before + 1);
		expect(changes.at(-1)?.data).toEqual(saved);
	});

	test("refuses an edit into a full quadrant on Free as a whole: nothing of it is saved", async ({ db, newUser }) => {
		const client = await newUser();
		const add = (title: string, quadrant: string) =>
			client.json<TaskView>(client.post("/api/v1/tasks", { id: randomUUID(), title, quadrant }));
		await add("One", "urgent-not-important");
		await add("Two", "urgent-not-important");
		const task = await add("Three", "urgent-important");
		const before = await changesOf(db, client.userId);
		const refused = await client.send("PATCH", `/api/v1/tasks/${task.id}`, {
			title: "Renamed",
			quadrant: "urgent-not-important",
		});
		expect(refused.status).toBe(403);
		expect(((await refused.json()) as ApiErrorBody).error.code).toBe("plan_limit");
		const listing = await client.json<Listing>(client.get("/api/v1/tasks?quadrant=urgent-important"));
		expect(listing.tasks).toEqual([task]);
		expect(await changesOf(db, client.userId)).toHaveLength(before.length);
	});
});
