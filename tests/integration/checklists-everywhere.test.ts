import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { TaskView } from "#core/tasks/task-view.ts";
import type { Db } from "#db/client.server.ts";
import { checklistItem } from "#db/schema/tasks.ts";
import type { ApiClient } from "#tests/setup/api-client.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";
import { recordStatements } from "#tests/setup/record-statements.ts";

// Issue 39, "everything else keeps working": a task's checklist travels with it into listings (one statement for all
// of them), its next occurrence, the exports, and goes with the task and the account.

type Listing = { tasks: TaskView[] };
type Export = { tasks: (TaskView & { boardName: string })[] };

describeEachDatabase("checklists with the rest of the app", () => {
	const addTask = (client: ApiClient, fields: Record<string, unknown> = {}) =>
		client.json<TaskView>(
			client.post("/api/v1/tasks", { id: randomUUID(), title: "Task", quadrant: "urgent-important", ...fields }),
		);
	const addItems = async (client: ApiClient, task: { id: string }, titles: string[]) => {
		let view: TaskView | undefined;
		for (const title of titles) {
			view = await client.json<TaskView>(
				client.post(`/api/v1/tasks/${task.id}/checklist`, { itemId: randomUUID(), title }),
			);
		}
		return view?.checklist ?? [];
	};
	const tick = (client: ApiClient, task: { id: string }, itemId: string) =>
		client.send("PATCH", `/api/v1/tasks/${task.id}/checklist/${itemId}`, { isDone: true });
	const listing = async (client: ApiClient) => (await client.json<Listing>(client.get("/api/v1/tasks"))).tasks;
	const itemRows = (db: Db, userId: string) =>
		db.select({ id: checklistItem.id }).from(checklistItem).where(eq(checklistItem.userId, userId));

	test("lists every task with its checklist in one statement, however many tasks have items", async ({
		newUser,
		database,
	}) => {
		const client = await newUser();
		for (let index = 0; index < 5; index++) {
			await addItems(client, await addTask(client, { title: `Task ${index}` }), ["One", "Two"]);
		}
		const before = await listing(client);
		const recording = recordStatements(database);
		let tasks: TaskView[];
		try {
			// A change in between, so the listing is read again rather than answered from memory.
			await tick(client, { id: before[0]?.id ?? "" }, before[0]?.checklist[0]?.id ?? "");
			recording.statements.length = 0;
			tasks = await listing(client);
		} finally {
			recording.restore();
		}
		expect(tasks.map((task) => task.checklist.map((item) => item.title))).toEqual(Array(5).fill(["One", "Two"]));
		expect(tasks[0]?.checklist[0]?.isDone).toBe(true);
		expect(recording.statements.filter((statement) => /checklist_item/.test(statement))).toHaveLength(1);
	});

	test("starts a repeating task's next occurrence with the same items, all open", async ({ newUser }) => {
		const client = await newUser();
		const weekly = await addTask(client, { title: "Weekly review", dueDate: "2026-05-01", repeat: "FREQ=WEEKLY" });
		const items = await addItems(client, weekly, ["Inbox to zero", "Plan the week"]);
		await tick(client, weekly, items[0]?.id ?? "");
		expect((await client.send("PATCH", `/api/v1/tasks/${weekly.id}`, { status: "done" })).status).toBe(200);
		const tasks = await listing(client);
		const next = tasks.find((task) => task.id !== weekly.id);
		expect(next?.dueDate).toBe("2026-05-08");
		expect(next?.checklist.map(({ title, isDone }) => ({ title, isDone }))).toEqual([
			{ title: "Inbox to zero", isDone: false },
			{ title: "Plan the week", isDone: false },
		]);
		// Its own items: ticking one leaves the completed occurrence's alone.
		expect(next?.checklist.map((item) => item.id)).not.toContain(items[0]?.id);
		expect(tasks.find((task) => task.id === weekly.id)?.checklist.map((item) => item.isDone)).toEqual([true, false]);
	});

	test("opens the items again when an occurrence is skipped, and leaves them when the last one is", async ({
		newUser,
	}) => {
		const client = await newUser();
		const weekly = await addTask(client, {
			title: "Weekly review",
			dueDate: "2026-05-01",
			repeat: "FREQ=WEEKLY;COUNT=2",
		});
		const [first] = await addItems(client, weekly, ["Inbox to zero", "Plan the week"]);
		await tick(client, weekly, first?.id ?? "");
		const skipped = await client.json<TaskView>(client.post(`/api/v1/tasks/${weekly.id}/skip`, {}));
		expect(skipped.dueDate).toBe("2026-05-08");
		expect(skipped.checklist.map((item) => item.isDone)).toEqual([false, false]);
		await tick(client, weekly, first?.id ?? "");
		const last = await client.json<TaskView>(client.post(`/api/v1/tasks/${weekly.id}/skip`, {}));
		expect(last.repeat).toBeNull();
		expect(last.checklist.map((item) => item.isDone)).toEqual([true, false]);
	});

	test("exports the items with their tasks, in JSON and in CSV", async ({ newUser }) => {
		const client = await newUser({ account: "email", name: "Ada" });
		const task = await addTask(client, { title: "Move house" });
		const items = await addItems(client, task, ["Boxes", "Tell the bank"]);
		await tick(client, task, items[0]?.id ?? "");
		await addTask(client, { title: "No steps" });
		const exported = await client.json<Export>(client.get("/api/v1/account/export"));
		const byTitle = (title: string) => exported.tasks.find((row) => row.title === title);
		expect(byTitle("Move house")?.checklist).toEqual([
			{ id: items[0]?.id, title: "Boxes", isDone: true, position: items[0]?.position },
			{ id: items[1]?.id, title: "Tell the bank", isDone: false, position: items[1]?.position },
		]);
		expect(byTitle("No steps")?.checklist).toEqual([]);
		const csv = await (await client.get("/api/v1/account/export/tasks.csv")).text();
		expect(csv).toContain(',"[x] Boxes\n[ ] Tell the bank"\r\n');
	});

	test("deletes the items with their task, and with the account", async ({ newUser, db }) => {
		const owner = await newUser({ account: "email", name: "Ada" });
		const other = await newUser();
		const [first, second] = [await addTask(owner), await addTask(owner)];
		await addItems(owner, first, ["A", "B"]);
		await addItems(owner, second, ["C"]);
		await addItems(other, await addTask(other), ["Theirs"]);
		expect(await itemRows(db, owner.userId)).toHaveLength(3);
		expect((await owner.send("DELETE", `/api/v1/tasks/${first.id}`)).status).toBe(204);
		expect(await itemRows(db, owner.userId)).toHaveLength(1);
		const deletion = await owner.send("DELETE", "/api/v1/account", { confirmation: owner.email });
		expect(deletion.status).toBe(204);
		expect(await itemRows(db, owner.userId)).toEqual([]);
		expect(await itemRows(db, other.userId)).toHaveLength(1);
	});
});
