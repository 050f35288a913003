import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BoardView } from "#core/boards/board-view.ts";
import type { ApiErrorBody } from "#core/errors/api-error-body.ts";
import { taskViewSchema } from "#core/tasks/task.schema.ts";
import type { TaskView } from "#core/tasks/task-view.ts";
import { subscription } from "#db/schema/billing.ts";
import { changeLog } from "#db/schema/tasks.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { createTestApp } from "#tests/setup/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database.ts";

type Listing = { board: BoardView | null; boards?: BoardView[]; tasks: TaskView[] };

// One shape per resource: every answer, the change log and the pages' data carry the same task view.
describe.each(databaseKinds())("task and board shapes on %s", (kind) => {
	let testDb: TestDatabase;
	let app: ReturnType<typeof createTestApp>;
	beforeAll(async () => {
		testDb = await createTestDatabase(kind);
		app = createTestApp(testDb.database, { FREE_TASKS_PER_QUADRANT: "2", AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
	});
	afterAll(() => testDb.dispose());

	const newUser = async () => {
		const client = apiClient(app);
		expect((await client.post("/api/auth/sign-in/anonymous")).status).toBe(200);
		const { id } = await client.json<{ id: string }>(client.get("/api/v1/me"));
		return Object.assign(client, { userId: id });
	};
	const changesOf = (userId: string) =>
		testDb.database.db.select().from(changeLog).where(eq(changeLog.userId, userId)).orderBy(asc(changeLog.seq));

	it("answers every task in the one declared view, and logs that same view", async () => {
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
		expect((await changesOf(client.userId)).map((change) => change.data)).toEqual([created, edited, moved]);
	});

	it("lists everything on Pro with the boards in the same view as GET /boards", async () => {
		const client = await newUser();
		await testDb.database.db.insert(subscription).values({ userId: client.userId, status: "active" });
		await client.post("/api/v1/boards", { id: randomUUID(), name: "Home" });
		const { boards } = await client.json<{ boards: BoardView[] }>(client.get("/api/v1/boards"));
		const all = await client.json<Listing>(client.get("/api/v1/tasks?board=all"));
		expect(all.board).toBeNull();
		expect(all.boards).toEqual(boards);
	});

	it("changes the quadrant from the editor in one request and one logged change, at the end of the new quadrant", async () => {
		const client = await newUser();
		const add = (title: string, quadrant: string) =>
			client.json<TaskView>(client.post("/api/v1/tasks", { id: randomUUID(), title, quadrant }));
		const there = await add("Already there", "not-urgent-important");
		const task = await add("Plan the week", "urgent-important");
		const before = (await changesOf(client.userId)).length;
		const saved = await client.json<TaskView>(
			client.send("PATCH", `/api/v1/tasks/${task.id}`, {
				title: "Plan the month",
				quadrant: "not-urgent-important",
				version: 1,
			}),
		);
		expect(saved).toMatchObject({ title: "Plan the month", quadrant: "not-urgent-important", version: 2 });
		expect(saved.position > there.position).toBe(true);
		const changes = await changesOf(client.userId);
		expect(changes).toHaveLength(before + 1);
		expect(changes.at(-1)?.data).toEqual(saved);
	});

	it("refuses an edit into a full quadrant on Free as a whole: nothing of it is saved", async () => {
		const client = await newUser();
		const add = (title: string, quadrant: string) =>
			client.json<TaskView>(client.post("/api/v1/tasks", { id: randomUUID(), title, quadrant }));
		await add("One", "urgent-not-important");
		await add("Two", "urgent-not-important");
		const task = await add("Three", "urgent-important");
		const before = await changesOf(client.userId);
		const refused = await client.send("PATCH", `/api/v1/tasks/${task.id}`, {
			title: "Renamed",
			quadrant: "urgent-not-important",
		});
		expect(refused.status).toBe(403);
		expect(((await refused.json()) as ApiErrorBody).error.code).toBe("plan_limit");
		const listing = await client.json<Listing>(client.get("/api/v1/tasks?quadrant=urgent-important"));
		expect(listing.tasks).toEqual([task]);
		expect(await changesOf(client.userId)).toHaveLength(before.length);
	});
});
