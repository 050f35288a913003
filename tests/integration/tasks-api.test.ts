import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { BoardView } from "#core/boards/board-view.ts";
import type { ApiErrorBody } from "#core/errors/api-error-body.ts";
import type { TaskView } from "#core/tasks/task-view.ts";
import { changeLog } from "#db/schema/tasks.ts";
import { type ApiClient, apiClient } from "#tests/setup/api-client.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";
import { serveOnLoopback } from "#tests/setup/live-sync-client.ts";
import type { SubscriptionFields } from "#tests/setup/test-user.ts";

type Task = TaskView;
type Listing = { board: BoardView; tasks: TaskView[] };

const DAY_MS = 24 * 60 * 60 * 1000;

test.override("appEnv", { FREE_TASKS_PER_QUADRANT: "4" });

describeEachDatabase("tasks API", () => {
	const add = (client: ApiClient, fields: Record<string, unknown>) =>
		client.post("/api/v1/tasks", { id: randomUUID(), ...fields });
	const titles = async (client: ApiClient, quadrant: string) =>
		(await client.json<Listing>(client.get(`/api/v1/tasks?quadrant=${quadrant}`))).tasks.map((task) => task.title);
	/** Adds tasks up to the Free limit (4 in this suite) to one quadrant; answers their ids. */
	const fill = async (client: ApiClient, quadrant: string) => {
		const ids: string[] = [];
		for (let index = 0; index < 4; index++) {
			ids.push((await client.json<Task>(add(client, { title: `Full ${index}`, quadrant }))).id);
		}
		return ids;
	};

	test("creates tasks on the user's default board, named in their language, in the order asked", async ({
		newUser,
	}) => {
		const client = await newUser();
		const first = await client.json<Task>(add(client, { title: "First", quadrant: "urgent-important" }));
		await add(client, { title: "Last", quadrant: "urgent-important" });
		const response = await add(client, { title: "Zeroth", quadrant: "urgent-important", before: first.id });
		expect(response.status).toBe(201);
		expect(await titles(client, "urgent-important")).toEqual(["Zeroth", "First", "Last"]);
		const listing = await client.json<Listing>(client.get("/api/v1/tasks"));
		expect(listing.board).toMatchObject({ name: "My board", isDefault: true });
		expect(listing.tasks[0]).toMatchObject({ status: "todo", priority: "medium", description: "" });
		// The default board is named in the language of the person's first visit.
		const french = await newUser({ isFirstVisit: true });
		const frenchListing = await french.json<Listing>(
			french.get("/api/v1/tasks", { "accept-language": "fr-FR,fr;q=0.9" }),
		);
		expect(frenchListing.board.name).toBe("Mon tableau");
	});

	test("refuses bad input with the specification's messages and keeps nothing", async ({ newUser }) => {
		const client = await newUser();
		const empty = await add(client, { title: "  ", quadrant: "urgent-important" });
		expect(empty.status).toBe(400);
		expect(((await empty.json()) as ApiErrorBody).error.fields).toEqual({ title: "This field is required" });
		const long = await add(client, { title: "x".repeat(201), quadrant: "nowhere", dueDate: "31/12/2026" });
		const body = (await long.json()) as ApiErrorBody;
		expect(body.error.fields?.title).toBe("This field must be at most 200 characters");
		expect(Object.keys(body.error.fields ?? {})).toEqual(expect.arrayContaining(["quadrant", "dueDate"]));
		const notJson = await client.post("/api/v1/tasks", undefined, { "content-type": "application/json" });
		expect(notJson.status).toBe(400);
		expect((await client.json<Listing>(client.get("/api/v1/tasks"))).tasks).toEqual([]);
	});

	test("records when a task is done, clears it when undone, and refuses a stale version", async ({ newUser }) => {
		const client = await newUser();
		const task = await client.json<Task>(add(client, { title: "Write", quadrant: "not-urgent-important" }));
		const done = await client.json<Task>(client.send("PATCH", `/api/v1/tasks/${task.id}`, { status: "done" }));
		expect(done.completedAt).not.toBeNull();
		expect(done.version).toBe(2);
		const undone = await client.json<Task>(
			client.send("PATCH", `/api/v1/tasks/${task.id}`, { status: "todo", version: 2 }),
		);
		expect(undone.completedAt).toBeNull();
		const stale = await client.send("PATCH", `/api/v1/tasks/${task.id}`, { title: "Old", version: 2 });
		expect(stale.status).toBe(409);
		expect(((await stale.json()) as ApiErrorBody).error.code).toBe("version_conflict");
		// What a client with a stale edit reads to merge with: the task as it is now.
		const current = await client.json<Task>(client.get(`/api/v1/tasks/${task.id}`));
		expect(current).toEqual(undone);
		expect(current.version).toBe(3);
	});

	test("moves tasks between quadrants and within one, and the order holds", async ({ newUser }) => {
		const client = await newUser();
		const ids: string[] = [];
		for (const title of ["A", "B", "C"]) {
			ids.push((await client.json<Task>(add(client, { title, quadrant: "urgent-important" }))).id);
		}
		await client.post(`/api/v1/tasks/${ids[2]}/move`, { quadrant: "urgent-important", before: ids[0] });
		expect(await titles(client, "urgent-important")).toEqual(["C", "A", "B"]);
		const moved = await client.post(`/api/v1/tasks/${ids[0]}/move`, {
			quadrant: "not-urgent-not-important",
			before: null,
		});
		expect(moved.status).toBe(200);
		expect(await titles(client, "urgent-important")).toEqual(["C", "B"]);
		expect(await titles(client, "not-urgent-not-important")).toEqual(["A"]);
		const wrongNeighbour = await client.post(`/api/v1/tasks/${ids[1]}/move`, {
			quadrant: "urgent-not-important",
			before: ids[2],
		});
		expect(wrongNeighbour.status).toBe(404);
	});

	test("keeps one consistent order under concurrent moves in one quadrant", async ({ newUser }) => {
		const client = await newUser();
		const ids: string[] = [];
		for (let index = 0; index < 4; index++) {
			ids.push((await client.json<Task>(add(client, { title: `T${index}`, quadrant: "urgent-not-important" }))).id);
		}
		const moves = Array.from({ length: 12 }, (_, index) =>
			client.post(`/api/v1/tasks/${ids[index % 4]}/move`, {
				quadrant: "urgent-not-important",
				before: ids[(index + 2) % 4],
			}),
		);
		for (const response of await Promise.all(moves)) expect(response.status).toBe(200);
		const { tasks } = await client.json<Listing>(client.get("/api/v1/tasks?quadrant=urgent-not-important"));
		const positions = tasks.map((task) => task.position);
		expect(new Set(positions).size).toBe(4);
		expect([...positions].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0))).toEqual(positions);
	});

	test("limits a Free quadrant to its number of tasks, when adding and when moving in", async ({ newUser }) => {
		const client = await newUser();
		const ids: string[] = [];
		for (let index = 0; index < 4; index++) {
			const response = await add(client, { title: `Full ${index}`, quadrant: "urgent-important" });
			expect(response.status).toBe(201);
			ids.push(((await response.json()) as Task).id);
		}
		const fifth = await add(client, { title: "One too many", quadrant: "urgent-important" });
		expect(fifth.status).toBe(403);
		expect(((await fifth.json()) as ApiErrorBody).error.code).toBe("plan_limit");
		const elsewhere = await client.json<Task>(add(client, { title: "Elsewhere", quadrant: "not-urgent-important" }));
		const moveIn = await client.post(`/api/v1/tasks/${elsewhere.id}/move`, {
			quadrant: "urgent-important",
			before: null,
		});
		expect(moveIn.status).toBe(403);
		const reorder = await client.post(`/api/v1/tasks/${ids[3]}/move`, { quadrant: "urgent-important", before: ids[0] });
		expect(reorder.status).toBe(200);
	});

	test("keeps 'delete all items' of a quadrant for Pro", async ({ newUser }) => {
		const client = await newUser();
		const { board } = await client.json<Listing>(client.get("/api/v1/tasks"));
		const response = await client.post("/api/v1/tasks/bulk-delete", {
			boardId: board.id,
			quadrant: "urgent-important",
		});
		expect(response.status).toBe(403);
		expect(((await response.json()) as ApiErrorBody).error.code).toBe("pro_required");
	});

	test("lets a Pro user add past the Free limit and move a task into a full quadrant", async ({ newUser }) => {
		const client = await newUser({ subscription: { status: "active", pastDueSince: null } });
		await fill(client, "urgent-important");
		const fifth = await add(client, { title: "Fifth", quadrant: "urgent-important" });
		expect(fifth.status).toBe(201);
		const elsewhere = await client.json<Task>(add(client, { title: "Moved in", quadrant: "not-urgent-important" }));
		const moveIn = await client.post(`/api/v1/tasks/${elsewhere.id}/move`, {
			quadrant: "urgent-important",
			before: null,
		});
		expect(moveIn.status).toBe(200);
		expect(await titles(client, "urgent-important")).toEqual([
			"Full 0",
			"Full 1",
			"Full 2",
			"Full 3",
			"Fifth",
			"Moved in",
		]);
	});

	test("lets a Pro user delete every task of one quadrant, and only that quadrant's", async ({ newUser }) => {
		const client = await newUser({ subscription: { status: "trialing", pastDueSince: null } });
		const ids = await fill(client, "urgent-important");
		await add(client, { title: "Kept", quadrant: "not-urgent-important" });
		const { board } = await client.json<Listing>(client.get("/api/v1/tasks"));
		const response = await client.post("/api/v1/tasks/bulk-delete", {
			boardId: board.id,
			quadrant: "urgent-important",
		});
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({ deleted: ids.length });
		expect(await titles(client, "urgent-important")).toEqual([]);
		expect(await titles(client, "not-urgent-important")).toEqual(["Kept"]);
		for (const id of ids) expect((await client.send("DELETE", `/api/v1/tasks/${id}`)).status).toBe(404);
	});

	test("keeps a past_due subscription Pro for 7 days of grace; past that, and once canceled, it is Free", async ({
		newUser,
	}) => {
		const fifthAnswer = async (subscription: SubscriptionFields) => {
			const client = await newUser({ subscription });
			await fill(client, "urgent-not-important");
			const fifth = await add(client, { title: "Fifth", quadrant: "urgent-not-important" });
			return {
				status: fifth.status,
				code: fifth.status === 201 ? null : ((await fifth.json()) as ApiErrorBody).error.code,
			};
		};
		const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
		expect(await fifthAnswer({ status: "past_due", pastDueSince: daysAgo(6) })).toEqual({ status: 201, code: null });
		const free = { status: 403, code: "plan_limit" };
		expect(await fifthAnswer({ status: "past_due", pastDueSince: daysAgo(8) })).toEqual(free);
		expect(await fifthAnswer({ status: "canceled", pastDueSince: null })).toEqual(free);
	});

	test("deletes a task, and treats another user's tasks and boards as not found on every route", async ({
		newUser,
	}) => {
		const owner = await newUser();
		const other = await newUser();
		const task = await owner.json<Task>(add(owner, { title: "Mine", quadrant: "urgent-important" }));
		const notFound = [
			await other.get(`/api/v1/tasks/${task.id}`),
			await other.send("PATCH", `/api/v1/tasks/${task.id}`, { title: "Stolen" }),
			await other.post(`/api/v1/tasks/${task.id}/move`, { quadrant: "urgent-important", before: null }),
			await other.send("DELETE", `/api/v1/tasks/${task.id}`),
			await other.get(`/api/v1/tasks?board=${task.boardId}`),
			await other.post("/api/v1/tasks", {
				id: randomUUID(),
				title: "Into yours",
				quadrant: "urgent-important",
				boardId: task.boardId,
			}),
			await other.send("PATCH", "/api/v1/tasks/not-a-uuid", { title: "x" }),
		];
		for (const response of notFound) {
			expect(response.status).toBe(404);
			expect(((await response.json()) as ApiErrorBody).error.code).toBe("not_found");
		}
		expect((await owner.send("DELETE", `/api/v1/tasks/${task.id}`)).status).toBe(204);
		expect((await owner.send("DELETE", `/api/v1/tasks/${task.id}`)).status).toBe(404);
	});

	test("applies a retried mutation once: same key, same answer; same key, other request, 409", async ({ newUser }) => {
		const client = await newUser();
		const body = { id: randomUUID(), title: "Once", quadrant: "urgent-important" };
		const first = await client.post("/api/v1/tasks", body, { "idempotency-key": "retry-key-0001" });
		const retry = await client.post("/api/v1/tasks", body, { "idempotency-key": "retry-key-0001" });
		expect(first.status).toBe(201);
		expect(retry.status).toBe(201);
		expect(retry.headers.get("idempotent-replayed")).toBe("true");
		expect(await retry.json()).toEqual(await first.json());
		expect(await titles(client, "urgent-important")).toEqual(["Once"]);
		const misuse = await client.post(
			"/api/v1/tasks",
			{ ...body, title: "Other" },
			{ "idempotency-key": "retry-key-0001" },
		);
		expect(misuse.status).toBe(409);
		// Without a key, the client-generated id still prevents a duplicate.
		expect((await client.post("/api/v1/tasks", body)).status).toBe(200);
		expect(await titles(client, "urgent-important")).toEqual(["Once"]);
	});

	// Under Node the key's check reads the body before the handler does, through @hono/node-server's direct read of it.
	test("applies a retried mutation once over a real socket too", async ({ app, newUser }) => {
		const user = await newUser();
		const served = await serveOnLoopback(app);
		try {
			const overSocket = apiClient(served);
			const headers = { cookie: user.jar.header(), "idempotency-key": "socket-key-0001" };
			const body = { id: randomUUID(), title: "Once over the wire", quadrant: "urgent-important" };
			const first = await overSocket.post("/api/v1/tasks", body, headers);
			const retry = await overSocket.post("/api/v1/tasks", body, headers);
			expect(first.status).toBe(201);
			expect(retry.status).toBe(201);
			expect(retry.headers.get("idempotent-replayed")).toBe("true");
			expect(await retry.json()).toEqual(await first.json());
		} finally {
			await served.close();
		}
		expect(await titles(user, "urgent-important")).toEqual(["Once over the wire"]);
	});

	test("appends every change to the user's log with consecutive sequence numbers", async ({ db, newUser }) => {
		const client = await newUser();
		const task = await client.json<Task>(add(client, { title: "Logged", quadrant: "urgent-important" }));
		await client.send("PATCH", `/api/v1/tasks/${task.id}`, { priority: "high" });
		await client.post(`/api/v1/tasks/${task.id}/move`, { quadrant: "urgent-not-important", before: null });
		await client.send("DELETE", `/api/v1/tasks/${task.id}`);
		const entries = await db
			.select({ seq: changeLog.seq, action: changeLog.action, entityId: changeLog.entityId })
			.from(changeLog)
			.where(eq(changeLog.userId, client.userId))
			.orderBy(asc(changeLog.seq));
		expect(entries.map((entry) => entry.seq)).toEqual([1, 2, 3, 4]);
		expect(entries.map((entry) => entry.action)).toEqual(["created", "updated", "updated", "deleted"]);
	});
});
