import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { lockedTaskOfMove, ownedTask } from "#core/tasks/task-queries.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";

// A move's statements are built once and run with each move's values (db/prebuilt-statements.ts, issue 14): their rows
// must read as the query builder reads them, and a task's write must be the one its fields call for, whichever
// statement of the same columns was built before it.
type Task = { id: string; boardId: string; dueDate: string | null; dueTime: string | null; description: string };

describeEachDatabase("the task statements built once", () => {
	test("read a task and its boards as the query builder reads the task", async ({ newUser, db }) => {
		const user = await newUser();
		const task = await user.json<Task>(
			user.post("/api/v1/tasks", {
				id: randomUUID(),
				title: "Pay the rent",
				quadrant: "urgent-important",
				dueDate: "2026-12-01",
				dueTime: "09:30",
			}),
		);
		// A completion time and a higher version, so that every kind of column is read.
		expect((await user.send("PATCH", `/api/v1/tasks/${task.id}`, { status: "done" })).status).toBe(200);

		const read = await ownedTask(db, user.userId, task.id);
		const locked = await db.transaction((tx) =>
			lockedTaskOfMove(tx, { userId: user.userId, taskId: task.id, targetBoardId: undefined }),
		);
		expect(read.completedAt).toBeInstanceOf(Date);
		expect(locked.current).toEqual(read);
		expect(locked.boards).toEqual([{ id: task.boardId, isDefault: true }]);
	});

	test("write each field cleared and set again, whichever statement was built first", async ({ newUser }) => {
		const [first, second] = [await newUser(), await newUser()];
		const create = async (user: typeof first) =>
			user.json<Task>(
				user.post("/api/v1/tasks", {
					id: randomUUID(),
					title: "Book the train",
					quadrant: "not-urgent-important",
					dueDate: "2026-12-20",
					dueTime: "18:00",
				}),
			);
		const edit = async (user: typeof first, task: Task, fields: Record<string, unknown>) => {
			const response = await user.send("PATCH", `/api/v1/tasks/${task.id}`, fields);
			expect(response.status).toBe(200);
			return user.json<Task>(user.get(`/api/v1/tasks/${task.id}`));
		};
		const [firstTask, secondTask] = [await create(first), await create(second)];

		expect(await edit(first, firstTask, { dueDate: null, dueTime: null })).toMatchObject({
			dueDate: null,
			dueTime: null,
		});
		expect(await edit(second, secondTask, { dueDate: "2026-12-24", dueTime: "07:15" })).toMatchObject({
			dueDate: "2026-12-24",
			dueTime: "07:15",
		});
		expect(await edit(first, firstTask, { dueDate: "2026-12-31", dueTime: "23:00" })).toMatchObject({
			dueDate: "2026-12-31",
			dueTime: "23:00",
		});
		expect(await edit(second, secondTask, { dueDate: null, dueTime: null, description: "Window seat" })).toMatchObject({
			dueDate: null,
			dueTime: null,
			description: "Window seat",
		});
		// The other user's task is untouched by all of it.
		expect(await first.json<Task>(first.get(`/api/v1/tasks/${firstTask.id}`))).toMatchObject({
			dueDate: "2026-12-31",
			description: "",
		});
	});
});
