import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { BoardView } from "#core/boards/board-view.ts";
import { QUADRANTS } from "#core/constants.ts";
import type { ApiErrorBody } from "#core/errors/api-error-body.ts";
import type { TaskView } from "#core/tasks/task-view.ts";
import { board, changeLog, task } from "#db/schema/tasks.ts";
import en from "#locales/en/translation.json" with { type: "json" };
import fr from "#locales/fr/translation.json" with { type: "json" };
import ja from "#locales/ja/translation.json" with { type: "json" };
import type { ApiClient } from "#tests/setup/api-client.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";

type Listing = { board: BoardView; tasks: TaskView[] };

test.override("appEnv", { FREE_TASKS_PER_QUADRANT: "4" });

const FRENCH = { "accept-language": "fr-FR,fr;q=0.9" };
const JAPANESE = { "accept-language": "ja" };

describeEachDatabase("the examples of a first board", () => {
	const listing = (client: ApiClient, headers?: Record<string, string>) =>
		client.json<Listing>(client.get("/api/v1/tasks", headers));
	const add = (client: ApiClient, fields: Record<string, unknown>) =>
		client.post("/api/v1/tasks", { id: randomUUID(), ...fields });
	const examplesOf = async (client: ApiClient) => (await listing(client)).tasks.filter((row) => row.isExample);
	const clear = (client: ApiClient, boardId: string) => client.send("DELETE", `/api/v1/boards/${boardId}/examples`);
	const restore = (client: ApiClient, boardId: string, tasks: TaskView[]) =>
		client.post(`/api/v1/boards/${boardId}/examples`, {
			tasks: tasks.map(({ id, title, description, status, priority, dueDate, dueTime, quadrant }) => ({
				...{ id, title, description, status, priority, dueDate, dueTime, quadrant },
				before: null,
			})),
		});
	const errorOf = async (response: Response) => ({
		status: response.status,
		code: ((await response.json()) as ApiErrorBody).error.code,
	});

	test("start a new person's first board, one per quadrant, in the language of the request that makes it", async ({
		newUser,
		db,
	}) => {
		const client = await newUser({ isFirstVisit: true });
		const { board: first, tasks } = await listing(client, FRENCH);
		expect(first.name).toBe(fr.boards.defaultName);
		expect(
			tasks.map(({ quadrant, title, description, isExample }) => ({ quadrant, title, description, isExample })),
		).toEqual(
			// Listed by quadrant name, as every listing is.
			[...QUADRANTS].sort().map((quadrant) => ({
				quadrant,
				title: fr.examples.tasks[quadrant].title,
				description: fr.examples.tasks[quadrant].description,
				isExample: true,
			})),
		);
		// Through the change log like any new task, so the person's other devices show them too.
		const logged = await db
			.select()
			.from(changeLog)
			.where(and(eq(changeLog.userId, client.userId), eq(changeLog.entity, "task")));
		expect(logged.map((row) => [row.action, row.entityId, row.data])).toEqual(
			expect.arrayContaining(tasks.map((row) => ["created", row.id, row])),
		);
		// The export says which tasks are examples.
		const exported = await client.json<{ tasks: { id: string; isExample: boolean }[] }>(
			client.get("/api/v1/account/export"),
		);
		expect(exported.tasks.map((row) => row.isExample)).toEqual([true, true, true, true]);
	});

	test("are added once when the first requests race", async ({ newUser }) => {
		const client = await newUser({ isFirstVisit: true });
		await Promise.all([
			listing(client),
			client.get("/api/v1/boards"),
			listing(client, FRENCH),
			add(client, { title: "Mine", quadrant: "urgent-important" }),
			client.get("/api/v1/boards", FRENCH),
		]);
		const examples = await examplesOf(client);
		expect(examples.map((row) => row.quadrant).sort()).toEqual([...QUADRANTS].sort());
		expect((await client.json<{ boards: BoardView[] }>(client.get("/api/v1/boards"))).boards).toHaveLength(1);
	});

	test("take no room under the Free limit, until an edited title makes one the person's own", async ({ newUser }) => {
		const client = await newUser({ isFirstVisit: true });
		const examples = await examplesOf(client);
		for (const quadrant of QUADRANTS) {
			for (let index = 0; index < 4; index++) {
				expect((await add(client, { title: `${quadrant} ${index}`, quadrant })).status).toBe(201);
			}
			expect(await errorOf(await add(client, { title: "One too many", quadrant }))).toEqual({
				status: 403,
				code: "plan_limit",
			});
		}
		const [urgent, important] = examples;
		if (!urgent || !important) throw new Error("no examples");
		// An example goes into a full quadrant, by a move or by the editor, and stays an example when its title does not change.
		const moved = await client.post(`/api/v1/tasks/${urgent.id}/move`, { quadrant: important.quadrant, before: null });
		expect(moved.status).toBe(200);
		const edited = await client.send("PATCH", `/api/v1/tasks/${important.id}`, {
			quadrant: "urgent-important",
			title: important.title,
			status: "done",
		});
		expect(await client.json<TaskView>(edited)).toMatchObject({ isExample: true, status: "done" });
		// A new title makes it the person's own task, which counts: in a full quadrant, that is refused.
		const renamed = await client.send("PATCH", `/api/v1/tasks/${important.id}`, { title: "Plan the holidays" });
		expect(await errorOf(renamed)).toEqual({ status: 403, code: "plan_limit" });
		// Once there is room, it becomes the person's own, and the badge goes.
		const [ownUrgent] = (await listing(client)).tasks.filter(
			(row) => row.quadrant === "urgent-important" && !row.isExample,
		);
		expect((await client.send("DELETE", `/api/v1/tasks/${ownUrgent?.id}`)).status).toBe(204);
		const own = await client.json<TaskView>(
			client.send("PATCH", `/api/v1/tasks/${important.id}`, { title: "Plan the holidays" }),
		);
		expect(own).toMatchObject({ title: "Plan the holidays", isExample: false });
		expect(await examplesOf(client)).toHaveLength(3);
	});

	test("are cleared in one request, which answers them, and come back when sent back", async ({ newUser }) => {
		const client = await newUser({ isFirstVisit: true });
		const { board: home, tasks: examples } = await listing(client);
		expect((await add(client, { title: "Mine", quadrant: "not-urgent-important" })).status).toBe(201);

		const cleared = await clear(client, home.id);
		expect(cleared.status).toBe(200);
		const answered = (await cleared.json()) as { tasks: TaskView[] };
		expect(answered.tasks.map((row) => row.id).sort()).toEqual(examples.map((row) => row.id).sort());
		expect((await listing(client)).tasks.map((row) => row.title)).toEqual(["Mine"]);
		// Nothing left to clear is not an error.
		expect(await client.json(clear(client, home.id))).toEqual({ tasks: [] });

		const restored = await restore(client, home.id, answered.tasks);
		expect(restored.status).toBe(200);
		const after = (await listing(client)).tasks;
		expect(after.filter((row) => row.isExample).map(({ id, title, quadrant }) => ({ id, title, quadrant }))).toEqual(
			examples.map(({ id, title, quadrant }) => ({ id, title, quadrant })),
		);
		expect(after.map((row) => row.title)).toContain("Mine");
		// A retry answers the same tasks and adds nothing; a fifth example is refused, as the four fill the board.
		expect((await restore(client, home.id, answered.tasks)).status).toBe(200);
		expect(await examplesOf(client)).toHaveLength(4);
		const [one] = answered.tasks;
		if (!one) throw new Error("no example");
		expect(await errorOf(await restore(client, home.id, [{ ...one, id: randomUUID() }]))).toEqual({
			status: 409,
			code: "too_many_examples",
		});
		// Another person's board is not found; a body that is not a list of tasks is refused.
		const stranger = await newUser();
		expect(await errorOf(await clear(stranger, home.id))).toEqual({ status: 404, code: "not_found" });
		expect((await stranger.post(`/api/v1/boards/${home.id}/examples`, { tasks: [] })).status).toBe(400);
		expect(await examplesOf(client)).toHaveLength(4);
	});

	test("are not added for a person whose default board existed, or who has tasks already", async ({ newUser, db }) => {
		const existing = await newUser();
		expect((await listing(existing)).tasks).toEqual([]);

		// Tasks on another board (kept from before), but no default board yet: it is made empty.
		const withTasks = await newUser({ isFirstVisit: true });
		const [kept] = await db
			.insert(board)
			.values({ userId: withTasks.userId, name: "Kept" })
			.returning({ id: board.id });
		if (!kept) throw new Error("no board");
		await db.insert(task).values({
			id: randomUUID(),
			userId: withTasks.userId,
			boardId: kept.id,
			title: "Already mine",
			quadrant: "urgent-important",
			position: "a0",
		});
		const { board: home, tasks } = await listing(withTasks);
		expect(home.isDefault).toBe(true);
		expect(tasks).toEqual([]);
	});

	test("follow the language the person uses while they are the app's words; what the person edited stays as written", async ({
		newUser,
		db,
	}) => {
		const client = await newUser({ isFirstVisit: true });
		const english = await listing(client, { "accept-language": "en" });
		expect(english.board.name).toBe(en.boards.defaultName);

		const french = await listing(client, FRENCH);
		expect(french.board.name).toBe(fr.boards.defaultName);
		const texts = (tasks: TaskView[]) =>
			Object.fromEntries(tasks.map(({ quadrant, title, description }) => [quadrant, { title, description }]));
		expect(texts(french.tasks)).toEqual(Object.fromEntries(QUADRANTS.map((q) => [q, fr.examples.tasks[q]])));
		// Logged, so the person's other devices show the new words too.
		const updates = await db
			.select()
			.from(changeLog)
			.where(and(eq(changeLog.userId, client.userId), eq(changeLog.action, "updated")));
		expect(updates.map((row) => row.entity).sort()).toEqual(["board", "task", "task", "task", "task"]);

		// A description edited in French is the person's own; the other examples, and the board, follow to Japanese.
		const edited = french.tasks.find((row) => row.quadrant === "urgent-important");
		if (!edited) throw new Error("no example");
		const mine = `${edited.description} Pour jeudi.`;
		expect((await client.send("PATCH", `/api/v1/tasks/${edited.id}`, { description: mine })).status).toBe(200);
		const japanese = await listing(client, JAPANESE);
		expect(japanese.board.name).toBe(ja.boards.defaultName);
		expect(texts(japanese.tasks)).toEqual({
			...Object.fromEntries(QUADRANTS.map((q) => [q, ja.examples.tasks[q]])),
			"urgent-important": { title: fr.examples.tasks["urgent-important"].title, description: mine },
		});

		// A board the person named keeps its name in every language.
		await client.send("PATCH", `/api/v1/boards/${japanese.board.id}`, { name: "Maison" });
		const back = await listing(client, FRENCH);
		expect(back.board.name).toBe("Maison");
		expect(back.tasks.find((row) => row.quadrant === "not-urgent-important")?.title).toBe(
			fr.examples.tasks["not-urgent-important"].title,
		);
		const rows = await db.select().from(board).where(eq(board.userId, client.userId));
		expect(rows.map((row) => row.name)).toEqual(["Maison"]);
	});
});
