import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, gt } from "drizzle-orm";
import { expect } from "vitest";
import type { ApiErrorBody } from "#core/errors/api-error-body.ts";
import { positionBetween } from "#core/tasks/ordering.ts";
import type { TaskView } from "#core/tasks/task-view.ts";
import { changeLog, checklistItem } from "#db/schema/tasks.ts";
import fr from "#locales/fr/translation.json" with { type: "json" };
import type { ApiClient } from "#tests/setup/api-client.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";

// Issue 39: a checklist on any task, through the API: items added, renamed, ticked, moved and deleted, each change
// answering the task; bad input and other people's tasks refused with the structured errors.

type Listing = { tasks: TaskView[] };

describeEachDatabase("checklists API", () => {
	const addTask = (client: ApiClient) =>
		client.json<TaskView>(
			client.post("/api/v1/tasks", { id: randomUUID(), title: "Plan the trip", quadrant: "not-urgent-important" }),
		);
	const addItem = (client: ApiClient, task: { id: string }, title: string, fields: Record<string, unknown> = {}) =>
		client.post(`/api/v1/tasks/${task.id}/checklist`, { itemId: randomUUID(), title, ...fields });
	const itemPath = (task: { id: string }, itemId: string) => `/api/v1/tasks/${task.id}/checklist/${itemId}`;
	const titles = (task: TaskView) => task.checklist.map((item) => item.title);
	const listed = async (client: ApiClient, taskId: string) =>
		(await client.json<Listing>(client.get("/api/v1/tasks"))).tasks.find((task) => task.id === taskId);

	test("adds items in the order asked, ticks, renames, moves and deletes them, each answering the task", async ({
		newUser,
	}) => {
		const client = await newUser();
		const task = await addTask(client);
		expect(task.checklist).toEqual([]);
		const flights = await client.json<TaskView>(addItem(client, task, "Book flights"));
		expect(flights.version).toBe(task.version + 1);
		const [first] = flights.checklist;
		if (!first) throw new Error("no item");
		expect(first).toMatchObject({ title: "Book flights", isDone: false });
		await addItem(client, task, "Pack");
		const added = await client.json<TaskView>(addItem(client, task, "Renew passport", { before: first.id }));
		expect(titles(added)).toEqual(["Renew passport", "Book flights", "Pack"]);
		// Added done already (an Undo of a deletion puts a done item back as it was).
		const done = await client.json<TaskView>(addItem(client, task, "Visa", { isDone: true }));
		expect(done.checklist.at(-1)).toMatchObject({ title: "Visa", isDone: true });
		await client.send("DELETE", itemPath(task, done.checklist.at(-1)?.id ?? ""));

		const ticked = await client.json<TaskView>(client.send("PATCH", itemPath(task, first.id), { isDone: true }));
		expect(ticked.checklist.find((item) => item.id === first.id)).toMatchObject({
			title: "Book flights",
			isDone: true,
		});
		const renamed = await client.json<TaskView>(
			client.send("PATCH", itemPath(task, first.id), { title: "  Book the flights " }),
		);
		expect(renamed.checklist.find((item) => item.id === first.id)).toMatchObject({
			title: "Book the flights",
			isDone: true,
		});

		const moved = await client.json<TaskView>(client.post(`${itemPath(task, first.id)}/move`, { before: null }));
		expect(titles(moved)).toEqual(["Renew passport", "Pack", "Book the flights"]);
		const deleted = await client.json<TaskView>(client.send("DELETE", itemPath(task, first.id)));
		expect(titles(deleted)).toEqual(["Renew passport", "Pack"]);
		expect(deleted.version).toBe(task.version + 9);
		// Every read of the task carries the checklist as the last answer did.
		expect(await listed(client, task.id)).toEqual(deleted);
		expect(await client.json<TaskView>(client.get(`/api/v1/tasks/${task.id}`))).toEqual(deleted);
	});

	test("creates a task with its checklist in order (an Undo of its deletion brings the items back)", async ({
		newUser,
	}) => {
		const client = await newUser();
		const checklist = [
			{ id: randomUUID(), title: "Boxes", isDone: true },
			{ id: randomUUID(), title: "Keys", isDone: false },
		];
		const task = { id: randomUUID(), title: "Move house", quadrant: "urgent-important", checklist };
		const created = await client.json<TaskView>(client.post("/api/v1/tasks", task));
		expect(created.checklist.map(({ id, title, isDone }) => ({ id, title, isDone }))).toEqual(checklist);
		expect((await client.send("DELETE", `/api/v1/tasks/${task.id}`)).status).toBe(204);
		const restored = await client.json<TaskView>(client.post("/api/v1/tasks", task));
		expect(titles(restored)).toEqual(["Boxes", "Keys"]);
		expect(await listed(client, task.id)).toEqual(restored);
		const tooMany = Array.from({ length: 101 }, (_, index) => ({ id: randomUUID(), title: `Step ${index}` }));
		const refused = await client.post("/api/v1/tasks", { ...task, id: randomUUID(), checklist: tooMany });
		expect(refused.status).toBe(400);
	});

	test("answers an item sent again with the same id as it is, with 200, and adds it once", async ({ newUser }) => {
		const client = await newUser();
		const task = await addTask(client);
		const id = randomUUID();
		expect((await addItem(client, task, "Once", { itemId: id })).status).toBe(201);
		const again = await addItem(client, task, "Once", { itemId: id });
		expect(again.status).toBe(200);
		expect(titles(await again.json())).toEqual(["Once"]);
	});

	test("keeps a tick and a rename of two different items both, whatever version each device saw", async ({
		newUser,
	}) => {
		const phone = await newUser({ account: "email" });
		const laptop = await phone.anotherDevice();
		const task = await addTask(phone);
		const a = (await phone.json<TaskView>(addItem(phone, task, "A"))).checklist[0]?.id ?? "";
		const b = (await phone.json<TaskView>(addItem(phone, task, "B"))).checklist[1]?.id ?? "";
		await phone.send("PATCH", itemPath(task, a), { isDone: true });
		await laptop.send("PATCH", itemPath(task, b), { title: "B, renamed" });
		// The same item changed twice: the later change wins.
		await phone.send("PATCH", itemPath(task, b), { isDone: true });
		const [first, second] = (await listed(laptop, task.id))?.checklist ?? [];
		expect(first).toMatchObject({ title: "A", isDone: true });
		expect(second).toMatchObject({ title: "B, renamed", isDone: true });
	});

	test("refuses empty and over-long titles with translated field messages, and keeps nothing", async ({ newUser }) => {
		const client = await newUser();
		const task = await addTask(client);
		const empty = await addItem(client, task, "   ");
		expect(empty.status).toBe(400);
		expect(((await empty.json()) as ApiErrorBody).error.fields).toEqual({ title: "This field is required" });
		const long = await client.post(
			`/api/v1/tasks/${task.id}/checklist`,
			{ itemId: randomUUID(), title: "x".repeat(501) },
			{ "accept-language": "fr" },
		);
		expect(long.status).toBe(400);
		const body = (await long.json()) as ApiErrorBody;
		expect(body.error.code).toBe("bad_request");
		expect(body.error.fields).toEqual({ title: fr.validation.maxLength.replace("{{max}}", "500") });
		expect((await addItem(client, task, "x".repeat(500))).status).toBe(201);
		const item = (await listed(client, task.id))?.checklist[0];
		const renamed = await client.send("PATCH", itemPath(task, item?.id ?? ""), { title: "" });
		expect(renamed.status).toBe(400);
		expect((await listed(client, task.id))?.checklist.map((row) => row.title.length)).toEqual([500]);
	});

	test("refuses a 101st item with a clear message, and keeps the hundred", async ({ newUser, db }) => {
		const client = await newUser();
		const task = await addTask(client);
		let position: string | null = null;
		const steps = [];
		for (let index = 0; index < 99; index++) {
			position = positionBetween(position, null);
			steps.push({ id: randomUUID(), userId: client.userId, taskId: task.id, title: `Step ${index}`, position });
		}
		await db.insert(checklistItem).values(steps);
		expect((await addItem(client, task, "The hundredth")).status).toBe(201);
		const refused = await addItem(client, task, "One too many");
		expect(refused.status).toBe(409);
		expect(((await refused.json()) as ApiErrorBody).error).toMatchObject({
			code: "checklist_full",
			message: "A checklist holds at most 100 items. Remove some, or turn some of them into tasks of their own.",
		});
		expect((await listed(client, task.id))?.checklist).toHaveLength(100);
	});

	test("answers 404 for another user's task or item, an unknown item and a malformed id, and changes nothing", async ({
		newUser,
	}) => {
		const owner = await newUser();
		const stranger = await newUser();
		const task = await addTask(owner);
		const item = (await owner.json<TaskView>(addItem(owner, task, "Mine"))).checklist[0]?.id ?? "";
		const theirs = [
			await addItem(stranger, task, "Theirs"),
			await stranger.send("PATCH", itemPath(task, item), { isDone: true }),
			await stranger.post(`${itemPath(task, item)}/move`, { before: null }),
			await stranger.send("DELETE", itemPath(task, item)),
		];
		const unknown = [
			await owner.send("PATCH", itemPath(task, randomUUID()), { isDone: true }),
			await owner.post(`${itemPath(task, randomUUID())}/move`, { before: null }),
			await owner.send("DELETE", itemPath(task, randomUUID())),
			await owner.send("PATCH", itemPath(task, "not-an-id"), { isDone: true }),
			await addItem(owner, { id: randomUUID() }, "No such task"),
		];
		for (const response of [...theirs, ...unknown]) {
			expect(response.status).toBe(404);
			expect(((await response.json()) as ApiErrorBody).error.code).toBe("not_found");
		}
		const after = await listed(owner, task.id);
		expect(after?.checklist).toEqual([expect.objectContaining({ id: item, title: "Mine", isDone: false })]);
		expect(after?.version).toBe(task.version + 1);
	});

	test("logs every item change as the task's change, with its checklist, for live sync", async ({ newUser, db }) => {
		const client = await newUser();
		const task = await addTask(client);
		const [{ seq: start } = { seq: 0 }] = await db
			.select({ seq: changeLog.seq })
			.from(changeLog)
			.where(eq(changeLog.userId, client.userId))
			.orderBy(desc(changeLog.seq))
			.limit(1);
		const added = await client.json<TaskView>(addItem(client, task, "Step"));
		const item = added.checklist[0]?.id ?? "";
		const ticked = await client.json<TaskView>(client.send("PATCH", itemPath(task, item), { isDone: true }));
		const deleted = await client.json<TaskView>(client.send("DELETE", itemPath(task, item)));
		const logged = await db
			.select({
				entity: changeLog.entity,
				entityId: changeLog.entityId,
				action: changeLog.action,
				data: changeLog.data,
			})
			.from(changeLog)
			.where(and(eq(changeLog.userId, client.userId), gt(changeLog.seq, start)))
			.orderBy(asc(changeLog.seq));
		expect(logged).toEqual(
			[added, ticked, deleted].map((view) => ({ entity: "task", entityId: task.id, action: "updated", data: view })),
		);
	});
});
