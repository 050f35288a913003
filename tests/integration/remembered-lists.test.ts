import { randomUUID } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, apiClient } from "#tests/setup/api-client.ts";
import { recordStatements } from "#tests/setup/record-statements.ts";
import { createTestApp, type TestApp } from "#tests/setup/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database.ts";

type Task = { id: string; title: string; quadrant: string; isExample: boolean };
type BoardList = { board: { id: string; name: string; taskCount: number }; tasks: Task[] };

// ADR 0037: a board's list is answered again from memory while the version of the user's boards and tasks, read with
// the session in one query, is unchanged; any insert, update or delete of them, by anyone, changes it.
describe.each(databaseKinds())("remembered board lists on %s", (kind) => {
	let testDb: TestDatabase;
	let app: TestApp;
	let otherInstance: TestApp;
	beforeAll(async () => {
		testDb = await createTestDatabase(kind);
		const env = { FREE_TASKS_PER_QUADRANT: "100" };
		app = createTestApp(testDb.database, env);
		otherInstance = createTestApp(testDb.database, env);
	});
	afterAll(() => testDb.dispose());

	const execute = (query: ReturnType<typeof sql>) => testDb.database.db.execute(query);

	/** A signed-in user with `count` tasks in "urgent-important", and the session read once by better-auth. */
	async function userWithTasks(count: number, on: TestApp = app): Promise<ApiClient> {
		const client = apiClient(on);
		expect((await client.post("/api/auth/sign-in/anonymous")).status).toBe(200);
		for (let index = 0; index < count; index++) {
			const created = await client.post("/api/v1/tasks", {
				id: randomUUID(),
				title: `Task ${index}`,
				quadrant: "urgent-important",
			});
			expect(created.status).toBe(201);
		}
		return client;
	}

	/** The board's list, without the examples a first board starts with. */
	async function list(client: ApiClient, query = ""): Promise<BoardList> {
		const answer = await client.json<BoardList>(client.get(`/api/v1/tasks${query}`));
		return { ...answer, tasks: answer.tasks.filter((task) => !task.isExample) };
	}

	/** The statements one request sends the database. */
	async function statementsOf(request: () => Promise<unknown>): Promise<string[]> {
		const recording = recordStatements(testDb.database);
		try {
			await request();
		} finally {
			recording.restore();
		}
		return recording.statements;
	}

	it("answers an unchanged board again with the session's one query, and the same list", async () => {
		const client = await userWithTasks(3);
		const first = await list(client);
		let again: BoardList | undefined;
		const statements = await statementsOf(async () => {
			again = await list(client);
		});
		expect(statements).toHaveLength(1);
		expect(statements[0]).toMatch(/from "session"/);
		expect(again).toEqual(first);
		expect(first.tasks.map((task) => task.title)).toEqual(["Task 0", "Task 1", "Task 2"]);
	});

	it("lists every change made through the API at the next request", async () => {
		const client = await userWithTasks(2);
		const { board, tasks } = await list(client);
		const [first] = tasks as [Task];
		const taskCountBefore = board.taskCount;
		const moved = await client.post(`/api/v1/tasks/${first.id}/move`, {
			quadrant: "not-urgent-important",
			before: null,
		});
		expect(moved.status).toBe(200);
		expect((await list(client)).tasks.find((task) => task.id === first.id)?.quadrant).toBe("not-urgent-important");
		expect((await client.send("PATCH", `/api/v1/tasks/${first.id}`, { title: "Renamed" })).status).toBe(200);
		expect((await list(client)).tasks.find((task) => task.id === first.id)?.title).toBe("Renamed");
		expect((await client.send("DELETE", `/api/v1/tasks/${first.id}`)).status).toBe(204);
		const afterDelete = await list(client);
		expect(afterDelete.tasks.map((task) => task.title)).toEqual(["Task 1"]);
		expect(afterDelete.board.taskCount).toBe(taskCountBefore - 1);
	});

	it("lists what SQL from outside the app inserted, updated or deleted, and a renamed board", async () => {
		const client = await userWithTasks(2);
		const before = await list(client);
		const [first, second] = before.tasks as [Task, Task];
		await execute(sql`update task set title = 'Edited by hand' where id = ${first.id}`);
		expect((await list(client)).tasks[0]?.title).toBe("Edited by hand");
		await execute(sql`delete from task where id = ${second.id}`);
		expect((await list(client)).tasks.map((task) => task.id)).toEqual([first.id]);
		await execute(sql`update board set name = 'Renamed by hand' where id = ${before.board.id}`);
		expect((await list(client)).board.name).toBe("Renamed by hand");
		await execute(sql`
			insert into task (id, user_id, board_id, title, quadrant, position)
			select gen_random_uuid(), user_id, board_id, 'Inserted by hand', quadrant, 'z' from task where id = ${first.id}`);
		expect((await list(client)).tasks.map((task) => task.title)).toEqual(["Edited by hand", "Inserted by hand"]);
	});

	it("lists a change made on another instance at this instance's next request", async () => {
		const client = await userWithTasks(1);
		const onOther = apiClient(otherInstance);
		for (const [name, value] of client.jar.cookies) onOther.jar.cookies.set(name, value);
		const [task] = (await list(client)).tasks as [Task];
		expect((await list(onOther)).tasks).toHaveLength(1);
		expect((await onOther.send("PATCH", `/api/v1/tasks/${task.id}`, { title: "Changed elsewhere" })).status).toBe(200);
		expect((await list(client)).tasks[0]?.title).toBe("Changed elsewhere");
	});

	it("keeps each user's lists, boards and filters apart", async () => {
		const [ada, bob] = [await userWithTasks(1), await userWithTasks(2)];
		await list(ada);
		expect((await list(bob)).tasks).toHaveLength(2);
		expect((await list(ada)).tasks).toHaveLength(1);
		const { board } = await list(ada);
		const inserted = (await execute(sql`
			insert into board (user_id, name) select user_id, 'Second' from board where id = ${board.id} returning id`)) as {
			rows: [{ id: string }];
		};
		const [second] = inserted.rows;
		expect((await list(ada, `?board=${second.id}`)).tasks).toHaveLength(0);
		expect((await list(ada, "?quadrant=not-urgent-important")).tasks).toHaveLength(0);
		expect((await list(ada)).tasks).toHaveLength(1);
	});

	it("sends the remembered list compressed as the client asks, and plain to one that does not", async () => {
		const client = await userWithTasks(30);
		const expected = await client.json(client.get("/api/v1/tasks"));
		for (const [encoding, decode] of [
			["br", brotliDecompressSync],
			["gzip", gunzipSync],
		] as const) {
			for (let request = 0; request < 2; request++) {
				const response = await client.get("/api/v1/tasks", { "accept-encoding": encoding });
				expect(response.headers.get("content-encoding")).toBe(encoding);
				expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
				expect(JSON.parse(decode(Buffer.from(await response.arrayBuffer())).toString())).toEqual(expected);
			}
		}
		const plain = await client.get("/api/v1/tasks", { "accept-encoding": "identity" });
		expect(plain.headers.get("content-encoding")).toBeNull();
		expect(plain.headers.get("content-type")).toMatch(/^application\/json/);
		expect(await plain.json()).toEqual(expected);
	});
});
