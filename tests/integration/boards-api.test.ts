import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { BOARD_NAME_MAX_LENGTH } from "#core/boards/board.schema.ts";
import type { BoardView } from "#core/boards/board-view.ts";
import { deleteBoard } from "#core/boards/delete-board.ts";
import type { ApiErrorBody } from "#core/errors/api-error-body.ts";
import type { TaskView } from "#core/tasks/task-view.ts";
import type { Db } from "#db/client.server.ts";
import { board, changeLog, task } from "#db/schema/tasks.ts";
import type { ApiClient } from "#tests/setup/api-client.ts";
import { test as base, describeEachDatabase } from "#tests/setup/fixtures.ts";
import type { TestUser } from "#tests/setup/test-user.ts";

type Board = BoardView;
type Task = TaskView;
type Listing = { board: BoardView | null; tasks: TaskView[] };
type AllListing = { board: null; boards: BoardView[]; tasks: TaskView[] };

const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const test = base
	.extend("newProUser", ({ newUser }) => {
		return () => newUser({ subscription: { status: "active" } });
	})
	/** Pro ends as the billing webhook records it: the subscription is canceled. */
	.extend("endPro", ({ subscribe }) => {
		return (user: TestUser) => subscribe(user, { status: "canceled" });
	});
test.override("appEnv", { FREE_TASKS_PER_QUADRANT: "4" });

describeEachDatabase("boards API", () => {
	const boards = async (client: ApiClient) =>
		(await client.json<{ boards: Board[] }>(client.get("/api/v1/boards"))).boards;
	const defaultBoardOf = async (client: ApiClient) => {
		const found = (await boards(client)).find((row) => row.isDefault);
		if (!found) throw new Error("no default board");
		return found;
	};
	const createBoard = (client: ApiClient, name: string, id: string = randomUUID()) =>
		client.post("/api/v1/boards", { id, name });
	const newBoard = async (client: ApiClient, name: string) => {
		const response = await createBoard(client, name);
		expect(response.status).toBe(201);
		return (await response.json()) as Board;
	};
	/** A Pro user with their default board and a second one, "Extra". */
	const proUserWithExtraBoard = async (newProUser: () => Promise<TestUser>) => {
		const client = await newProUser();
		return { client, home: await defaultBoardOf(client), extra: await newBoard(client, "Extra") };
	};
	const add = async (client: ApiClient, fields: Record<string, unknown>) => {
		const response = await client.post("/api/v1/tasks", { id: randomUUID(), ...fields });
		expect(response.status).toBe(201);
		return (await response.json()) as Task;
	};
	const tasksOf = async (client: ApiClient, boardId?: string, quadrant?: string) => {
		const query = new URLSearchParams({ ...(boardId ? { board: boardId } : {}), ...(quadrant ? { quadrant } : {}) });
		return (await client.json<Listing>(client.get(`/api/v1/tasks?${query}`))).tasks;
	};
	const titles = async (client: ApiClient, boardId: string, quadrant: string) =>
		(await tasksOf(client, boardId, quadrant)).map((row) => row.title);
	const errorOf = async (response: Response) => ({
		status: response.status,
		code: ((await response.json()) as ApiErrorBody).error.code,
	});
	const proRequired = { status: 403, code: "pro_required" };
	/** Every board and task row of a user, as stored, and how long their change log is. */
	const snapshot = async (db: Db, userId: string) => ({
		boards: await db.select().from(board).where(eq(board.userId, userId)).orderBy(asc(board.id)),
		tasks: await db.select().from(task).where(eq(task.userId, userId)).orderBy(asc(task.id)),
		changes: (await db.select().from(changeLog).where(eq(changeLog.userId, userId))).length,
	});

	test("gives every new user, anonymous included, one default board named in their language", async ({ newUser }) => {
		const client = await newUser({ isFirstVisit: true });
		const [only, ...others] = await boards(client);
		expect(others).toEqual([]);
		// Made on first use, with its four example tasks.
		expect(only).toEqual({ id: expect.any(String), name: "My board", isDefault: true, taskCount: 4 });
		// The same board the task list and new tasks use.
		const listing = await client.json<Listing>(client.get("/api/v1/tasks"));
		expect(listing.board?.id).toBe(only?.id);
		await add(client, { title: "Counted", quadrant: "urgent-important" });
		expect(await boards(client)).toEqual([{ ...only, taskCount: 5 }]);
		const french = await newUser({ isFirstVisit: true });
		const frenchBoards = await french.json<{ boards: Board[] }>(
			french.get("/api/v1/boards", { "accept-language": "fr-FR,fr;q=0.9" }),
		);
		expect(frenchBoards.boards.map((row) => row.name)).toEqual(["Mon tableau"]);
	});

	test("never deletes the default board (409 default_board), on Free and on Pro", async ({ newUser, newProUser }) => {
		for (const client of [await newUser(), await newProUser()]) {
			const home = await defaultBoardOf(client);
			await add(client, { title: "Still here", quadrant: "urgent-important" });
			for (const query of ["", "?deleteTasks=true"]) {
				const response = await client.send("DELETE", `/api/v1/boards/${home.id}${query}`);
				expect(response.status).toBe(409);
				expect(((await response.json()) as ApiErrorBody).error).toEqual({
					code: "default_board",
					message: "The default board can't be deleted.",
				});
			}
			expect(await boards(client)).toEqual([{ ...home, taskCount: 1 }]);
		}
	});

	test("keeps Free to one board: creating, editing an extra board, changing the default, show everything are 403", async ({
		newUser,
	}) => {
		const client = await newUser();
		const home = await defaultBoardOf(client);
		const created = await createBoard(client, "Second");
		expect(created.status).toBe(403);
		expect(((await created.json()) as ApiErrorBody).error).toEqual({
			code: "pro_required",
			message: "This is a Pro feature. Upgrade to Pro to use it.",
		});
		expect(await errorOf(await client.get("/api/v1/tasks?board=all"))).toEqual(proRequired);
		// Their one board is theirs to rename, and naming it explicitly when adding a task is fine.
		const renamed = await client.send("PATCH", `/api/v1/boards/${home.id}`, { name: "Everything" });
		expect(renamed.status).toBe(200);
		expect(await renamed.json()).toEqual({ ...home, name: "Everything" });
		await add(client, { title: "On my board", quadrant: "urgent-important", boardId: home.id });
		// Asking for the default flag it already has changes nothing, so it is not refused.
		const alreadyDefault = await client.send("PATCH", `/api/v1/boards/${home.id}`, { isDefault: true });
		expect(alreadyDefault.status).toBe(200);
		expect(await boards(client)).toEqual([{ ...home, name: "Everything", taskCount: 1 }]);
	});

	test("lets a Pro user create boards, listed default first and then by name ignoring case", async ({ newProUser }) => {
		const client = await newProUser();
		const home = await defaultBoardOf(client);
		const work = await newBoard(client, "work");
		expect(work).toEqual({ id: expect.any(String), name: "work", isDefault: false, taskCount: 0 });
		const zeta = await newBoard(client, "  Zeta  ");
		expect(zeta.name).toBe("Zeta");
		const alpha = await newBoard(client, "alpha");
		expect((await boards(client)).map((row) => row.name)).toEqual([home.name, "alpha", "work", "Zeta"]);
		// The client-generated id makes a retry safe: the same id answers the board that exists.
		const retry = await createBoard(client, "alpha", alpha.id);
		expect(retry.status).toBe(200);
		expect(await retry.json()).toEqual(alpha);
		expect(await boards(client)).toHaveLength(4);
		// Names are per user: someone else may use the same one.
		await newBoard(await newProUser(), "work");
	});

	test("validates board names: trimmed, 1 to 50 characters, unique per user ignoring case (409 board_name_taken)", async ({
		newProUser,
	}) => {
		const client = await newProUser();
		await newBoard(client, "Work");
		const blank = await createBoard(client, "   ");
		expect(blank.status).toBe(400);
		expect(((await blank.json()) as ApiErrorBody).error.fields).toEqual({ name: "This field is required" });
		const long = await createBoard(client, "x".repeat(BOARD_NAME_MAX_LENGTH + 1));
		expect(long.status).toBe(400);
		expect(((await long.json()) as ApiErrorBody).error.fields).toEqual({
			name: "This field must be at most 50 characters",
		});
		expect(BOARD_NAME_MAX_LENGTH).toBe(50);
		await newBoard(client, "y".repeat(BOARD_NAME_MAX_LENGTH));
		for (const name of ["WORK", " work ", "my BOARD"]) {
			const taken = await createBoard(client, name);
			expect(taken.status).toBe(409);
			const message = "You already have a board with this name.";
			expect(((await taken.json()) as ApiErrorBody).error).toEqual({
				code: "board_name_taken",
				message,
				fields: { name: message },
			});
		}
		const french = await client.post("/api/v1/boards", { id: randomUUID(), name: "work" }, { "accept-language": "fr" });
		expect(french.status).toBe(409);
		expect(((await french.json()) as ApiErrorBody).error.fields).toEqual({
			name: "Vous avez déjà un tableau portant ce nom.",
		});
		expect((await boards(client)).map((row) => row.name)).toEqual(["My board", "Work", "y".repeat(50)]);
	});

	test("enforces unique names in the database too, and answers a race with one 201 and one 409", async ({
		db,
		newProUser,
	}) => {
		const client = await newProUser();
		const { userId } = client;
		await newBoard(client, "Garden");
		await expect(db.insert(board).values({ userId, name: "GARDEN" })).rejects.toThrow();
		const answers = await Promise.all([createBoard(client, "Kitchen"), createBoard(client, "kitchen")]);
		expect(answers.map((response) => response.status).sort()).toEqual([201, 409]);
		expect((await boards(client)).filter((row) => row.name.toLowerCase() === "kitchen")).toHaveLength(1);
	});

	test("renames boards and moves the default flag in one step, so there is always exactly one default", async ({
		db,
		newProUser,
	}) => {
		const client = await newProUser();
		const { userId } = client;
		const home = await defaultBoardOf(client);
		const work = await newBoard(client, "Work");
		const side = await newBoard(client, "Side");
		await add(client, { title: "Work task", quadrant: "urgent-important", boardId: work.id });
		const renamed = await client.send("PATCH", `/api/v1/boards/${work.id}`, { name: " Office " });
		expect(renamed.status).toBe(200);
		expect(await renamed.json()).toEqual({ ...work, name: "Office", taskCount: 1 });
		// A board may take its own name in another case; another board's name is taken.
		expect((await client.send("PATCH", `/api/v1/boards/${work.id}`, { name: "OFFICE" })).status).toBe(200);
		const taken = await client.send("PATCH", `/api/v1/boards/${side.id}`, { name: "office" });
		expect(taken.status).toBe(409);
		expect(((await taken.json()) as ApiErrorBody).error.fields).toEqual({
			name: "You already have a board with this name.",
		});
		const invalid = [{ name: "" }, { name: "z".repeat(51) }, { isDefault: false }];
		for (const body of invalid) {
			expect((await client.send("PATCH", `/api/v1/boards/${side.id}`, body)).status).toBe(400);
		}
		const madeDefault = await client.send("PATCH", `/api/v1/boards/${work.id}`, { isDefault: true });
		expect(madeDefault.status).toBe(200);
		expect(await madeDefault.json()).toEqual({ id: work.id, name: "OFFICE", isDefault: true, taskCount: 1 });
		expect(await boards(client)).toEqual([
			{ id: work.id, name: "OFFICE", isDefault: true, taskCount: 1 },
			{ ...home, isDefault: false },
			{ ...side, isDefault: false },
		]);
		const defaults = await db
			.select()
			.from(board)
			.where(and(eq(board.userId, userId), eq(board.isDefault, true)));
		expect(defaults.map((row) => row.id)).toEqual([work.id]);
		// The default is where unaddressed tasks go, and the old default is now an ordinary, deletable board.
		const unaddressed = await add(client, { title: "Goes to the default", quadrant: "urgent-important" });
		expect(unaddressed.boardId).toBe(work.id);
		expect((await client.json<Listing>(client.get("/api/v1/tasks"))).board?.id).toBe(work.id);
		expect((await client.send("DELETE", `/api/v1/boards/${home.id}`)).status).toBe(200);
	});

	test("switches between boards, moves tasks across them, and shows everything in one matrix (Pro)", async ({
		newProUser,
	}) => {
		const client = await newProUser();
		const home = await defaultBoardOf(client);
		const work = await newBoard(client, "Work");
		const homeTask = await add(client, { title: "Home task", quadrant: "urgent-important" });
		const workTask = await add(client, { title: "Work task", quadrant: "urgent-important", boardId: work.id });
		await add(client, { title: "Work later", quadrant: "not-urgent-important", boardId: work.id });
		const workListing = await client.json<Listing>(client.get(`/api/v1/tasks?board=${work.id}`));
		expect(workListing.board).toMatchObject({ id: work.id, name: "Work", isDefault: false });
		expect(workListing.tasks.map((row) => row.title)).toEqual(["Work later", "Work task"]);
		expect((await tasksOf(client)).map((row) => row.title)).toEqual(["Home task"]);

		const everything = await client.json<AllListing>(client.get("/api/v1/tasks?board=all"));
		expect(everything.board).toBeNull();
		expect(everything.boards).toEqual([
			{ id: home.id, name: home.name, isDefault: true, taskCount: 1 },
			{ id: work.id, name: "Work", isDefault: false, taskCount: 2 },
		]);
		expect(everything.tasks.map((row) => [row.title, row.boardId])).toEqual([
			["Work later", work.id],
			["Home task", home.id],
			["Work task", work.id],
		]);
		const oneQuadrant = await client.json<AllListing>(client.get("/api/v1/tasks?board=all&quadrant=urgent-important"));
		expect(oneQuadrant.tasks.map((row) => row.title)).toEqual(["Home task", "Work task"]);
		expect((await client.get("/api/v1/tasks?board=everything")).status).toBe(400);

		// Moving to another board: before a task there, or to the end.
		const moved = await client.post(`/api/v1/tasks/${homeTask.id}/move`, {
			quadrant: "urgent-important",
			before: workTask.id,
			boardId: work.id,
		});
		expect(moved.status).toBe(200);
		expect(await moved.json()).toMatchObject({ boardId: work.id, version: homeTask.version + 1 });
		expect(await titles(client, work.id, "urgent-important")).toEqual(["Home task", "Work task"]);
		const back = await client.post(`/api/v1/tasks/${workTask.id}/move`, {
			quadrant: "urgent-not-important",
			before: null,
			boardId: home.id,
		});
		expect(await back.json()).toMatchObject({ boardId: home.id, quadrant: "urgent-not-important" });
		// A neighbour on another board than the target is not a place on it.
		const wrongNeighbour = await client.post(`/api/v1/tasks/${homeTask.id}/move`, {
			quadrant: "urgent-not-important",
			before: homeTask.id,
			boardId: home.id,
		});
		expect(wrongNeighbour.status).toBe(404);
		expect((await boards(client)).map((row) => row.taskCount)).toEqual([1, 2]);
	});

	test("moves tasks across two boards in both directions at once: each waits its turn, none deadlocks or is lost", async ({
		newProUser,
	}) => {
		const client = await newProUser();
		const home = await defaultBoardOf(client);
		const work = await newBoard(client, "Work");
		const homeTasks: Task[] = [];
		const workTasks: Task[] = [];
		for (let index = 0; index < 4; index++) {
			homeTasks.push(await add(client, { title: `Home ${index}`, quadrant: "urgent-important" }));
			workTasks.push(await add(client, { title: `Work ${index}`, quadrant: "urgent-important", boardId: work.id }));
		}
		// Each move locks both boards: in id order, or one home-to-work and one work-to-home would wait for each other.
		const moves = homeTasks.flatMap((homeTask, index) => [
			client.post(`/api/v1/tasks/${homeTask.id}/move`, {
				quadrant: "urgent-important",
				before: null,
				boardId: work.id,
			}),
			client.post(`/api/v1/tasks/${workTasks[index]?.id}/move`, {
				quadrant: "urgent-important",
				before: null,
				boardId: home.id,
			}),
		]);
		expect((await Promise.all(moves)).map((response) => response.status)).toEqual(moves.map(() => 200));
		expect((await titles(client, home.id, "urgent-important")).sort()).toEqual([
			"Work 0",
			"Work 1",
			"Work 2",
			"Work 3",
		]);
		expect((await titles(client, work.id, "urgent-important")).sort()).toEqual([
			"Home 0",
			"Home 1",
			"Home 2",
			"Home 3",
		]);
	});

	test("deletes a board by moving its tasks to the end of the default board's quadrants, in order, past the Free limit", async ({
		newProUser,
		endPro,
	}) => {
		const { client, home, extra } = await proUserWithExtraBoard(newProUser);
		for (let index = 0; index < 4; index++) await add(client, { title: `Home ${index}`, quadrant: "urgent-important" });
		const first = await add(client, { title: "Extra A", quadrant: "urgent-important", boardId: extra.id });
		await add(client, { title: "Extra B", quadrant: "urgent-important", boardId: extra.id });
		const third = await add(client, { title: "Extra C", quadrant: "urgent-important", boardId: extra.id });
		await add(client, { title: "Extra D", quadrant: "not-urgent-important", boardId: extra.id });
		await client.post(`/api/v1/tasks/${third.id}/move`, { quadrant: "urgent-important", before: first.id });
		await endPro(client);

		const response = await client.send("DELETE", `/api/v1/boards/${extra.id}`);
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({ movedTasks: 4, deletedTasks: 0 });
		const moved = await tasksOf(client, home.id, "urgent-important");
		expect(moved.map((row) => row.title)).toEqual([
			"Home 0",
			"Home 1",
			"Home 2",
			"Home 3",
			"Extra C",
			"Extra A",
			"Extra B",
		]);
		const positions = moved.map((row) => row.position);
		expect([...positions].sort(byteOrder)).toEqual(positions);
		expect(new Set(positions).size).toBe(positions.length);
		expect(await titles(client, home.id, "not-urgent-important")).toEqual(["Extra D"]);
		expect(await boards(client)).toEqual([{ ...home, taskCount: 8 }]);
		expect((await client.get(`/api/v1/tasks?board=${extra.id}`)).status).toBe(404);
		// Nothing was lost past the limit; only a new addition to the full quadrant is refused.
		const refused = await client.post("/api/v1/tasks", {
			id: randomUUID(),
			title: "New",
			quadrant: "urgent-important",
		});
		expect(await errorOf(refused)).toEqual({ status: 403, code: "plan_limit" });
	});

	test("deletes a board together with its tasks when asked, and refuses an unknown choice", async ({ newProUser }) => {
		const { client, home, extra } = await proUserWithExtraBoard(newProUser);
		await add(client, { title: "Home", quadrant: "urgent-important" });
		const doomed = [
			await add(client, { title: "Gone 1", quadrant: "urgent-important", boardId: extra.id }),
			await add(client, { title: "Gone 2", quadrant: "urgent-not-important", boardId: extra.id }),
		];
		expect((await client.send("DELETE", `/api/v1/boards/${extra.id}?deleteTasks=maybe`)).status).toBe(400);
		const response = await client.send("DELETE", `/api/v1/boards/${extra.id}?deleteTasks=true`);
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({ movedTasks: 0, deletedTasks: 2 });
		expect(await boards(client)).toEqual([{ ...home, taskCount: 1 }]);
		for (const { id } of doomed) expect((await client.send("DELETE", `/api/v1/tasks/${id}`)).status).toBe(404);
		expect((await client.send("DELETE", `/api/v1/boards/${extra.id}`)).status).toBe(404);
	});

	test("deletes a board in one transaction: interrupted after the tasks moved or went, nothing has changed", async ({
		db,
		newProUser,
	}) => {
		for (const deleteTasks of [false, true]) {
			const client = await newProUser();
			const { userId } = client;
			const extra = await newBoard(client, "Extra");
			await add(client, { title: "Home", quadrant: "urgent-important" });
			await add(client, { title: "Away 1", quadrant: "urgent-important", boardId: extra.id });
			await add(client, { title: "Away 2", quadrant: "not-urgent-not-important", boardId: extra.id });
			const before = await snapshot(db, userId);
			const interrupted = deleteBoard({
				db,
				userId,
				boardId: extra.id,
				deleteTasks,
				beforeBoardRemoved: async (tx) => {
					// The tasks have left the board inside the transaction: this is the middle of the deletion.
					const left = await tx.select().from(task).where(eq(task.boardId, extra.id));
					expect(left).toEqual([]);
					throw new Error("interrupted");
				},
			});
			await expect(interrupted).rejects.toThrow("interrupted");
			expect(await snapshot(db, userId)).toEqual(before);
			// And the deletion, not interrupted, then goes through.
			const response = await client.send("DELETE", `/api/v1/boards/${extra.id}?deleteTasks=${deleteTasks}`);
			expect(await response.json()).toEqual(
				deleteTasks ? { movedTasks: 0, deletedTasks: 2 } : { movedTasks: 2, deletedTasks: 0 },
			);
		}
	});

	test("keeps extra boards and their tasks after Pro ends: view, move out, delete, but nothing new comes in", async ({
		newProUser,
		endPro,
	}) => {
		const { client, home, extra } = await proUserWithExtraBoard(newProUser);
		const kept = [
			await add(client, { title: "Kept 1", quadrant: "urgent-important", boardId: extra.id }),
			await add(client, { title: "Kept 2", quadrant: "urgent-important", boardId: extra.id }),
		];
		const homeTask = await add(client, { title: "Home", quadrant: "urgent-important" });
		await endPro(client);

		expect(await boards(client)).toEqual([
			{ ...home, taskCount: 1 },
			{ ...extra, taskCount: 2 },
		]);
		expect(await titles(client, extra.id, "urgent-important")).toEqual(["Kept 1", "Kept 2"]);
		const addToExtra = await client.post("/api/v1/tasks", {
			id: randomUUID(),
			title: "New",
			quadrant: "not-urgent-important",
			boardId: extra.id,
		});
		expect(await errorOf(addToExtra)).toEqual(proRequired);
		const moveIn = await client.post(`/api/v1/tasks/${homeTask.id}/move`, {
			quadrant: "urgent-important",
			before: null,
			boardId: extra.id,
		});
		expect(await errorOf(moveIn)).toEqual(proRequired);
		expect(await errorOf(await client.send("PATCH", `/api/v1/boards/${extra.id}`, { name: "Renamed" }))).toEqual(
			proRequired,
		);
		expect(await errorOf(await client.send("PATCH", `/api/v1/boards/${extra.id}`, { isDefault: true }))).toEqual(
			proRequired,
		);
		expect(await errorOf(await createBoard(client, "Another"))).toEqual(proRequired);
		expect(await errorOf(await client.get("/api/v1/tasks?board=all"))).toEqual(proRequired);

		// Out to the default board while there is room; the Free limit holds there as for any addition.
		const moveOut = await client.post(`/api/v1/tasks/${kept[0]?.id}/move`, {
			quadrant: "urgent-not-important",
			before: null,
			boardId: home.id,
		});
		expect(moveOut.status).toBe(200);
		expect(await moveOut.json()).toMatchObject({ boardId: home.id, quadrant: "urgent-not-important" });
		for (let index = 0; index < 3; index++) await add(client, { title: `Fill ${index}`, quadrant: "urgent-important" });
		const intoFull = await client.post(`/api/v1/tasks/${kept[1]?.id}/move`, {
			quadrant: "urgent-important",
			before: null,
			boardId: home.id,
		});
		expect(await errorOf(intoFull)).toEqual({ status: 403, code: "plan_limit" });
		expect(await boards(client)).toEqual([
			{ ...home, taskCount: 5 },
			{ ...extra, taskCount: 1 },
		]);
		const removed = await client.send("DELETE", `/api/v1/boards/${extra.id}?deleteTasks=true`);
		expect(await removed.json()).toEqual({ movedTasks: 0, deletedTasks: 1 });
		expect((await boards(client)).map((row) => row.id)).toEqual([home.id]);
	});

	test("treats another user's boards as not found on every route", async ({ newUser, newProUser }) => {
		const owner = await newProUser();
		const ownerBoards = [await defaultBoardOf(owner), await newBoard(owner, "Private")];
		await add(owner, { title: "Owner's", quadrant: "urgent-important", boardId: ownerBoards[1]?.id });
		const before = await boards(owner);
		for (const other of [await newProUser(), await newUser()]) {
			const theirs = await add(other, { title: "Theirs", quadrant: "urgent-important" });
			for (const { id } of ownerBoards) {
				const responses = [
					await other.send("PATCH", `/api/v1/boards/${id}`, { name: "Stolen" }),
					await other.send("PATCH", `/api/v1/boards/${id}`, { isDefault: true }),
					await other.send("DELETE", `/api/v1/boards/${id}`),
					await other.send("DELETE", `/api/v1/boards/${id}?deleteTasks=true`),
					await other.get(`/api/v1/tasks?board=${id}`),
					await other.post("/api/v1/tasks", {
						id: randomUUID(),
						title: "In",
						quadrant: "urgent-important",
						boardId: id,
					}),
					await other.post(`/api/v1/tasks/${theirs.id}/move`, {
						quadrant: "urgent-important",
						before: null,
						boardId: id,
					}),
				];
				for (const response of responses) expect(await errorOf(response)).toEqual({ status: 404, code: "not_found" });
			}
		}
		// Naming someone else's board id on create is not a retry of it.
		const reuse = await (await newProUser()).post("/api/v1/boards", { id: ownerBoards[1]?.id, name: "Mine now" });
		expect(await errorOf(reuse)).toEqual({ status: 404, code: "not_found" });
		expect((await owner.send("PATCH", "/api/v1/boards/not-a-uuid", { name: "x" })).status).toBe(404);
		expect(await boards(owner)).toEqual(before);
	});

	test("appends board changes to the user's log in the same transactions", async ({ db, newProUser }) => {
		const client = await newProUser();
		const { userId } = client;
		const home = await defaultBoardOf(client);
		const extra = await newBoard(client, "Logged");
		const moving = await add(client, { title: "Moves home", quadrant: "urgent-important", boardId: extra.id });
		await client.send("PATCH", `/api/v1/boards/${extra.id}`, { name: "Logged again" });
		await client.send("PATCH", `/api/v1/boards/${extra.id}`, { isDefault: true });
		await client.send("PATCH", `/api/v1/boards/${home.id}`, { isDefault: true });
		await client.send("DELETE", `/api/v1/boards/${extra.id}`);
		const entries = await db
			.select({ seq: changeLog.seq, entity: changeLog.entity, entityId: changeLog.entityId, action: changeLog.action })
			.from(changeLog)
			.where(eq(changeLog.userId, userId))
			.orderBy(asc(changeLog.seq));
		expect(entries.map((entry) => entry.seq)).toEqual(entries.map((_, index) => index + 1));
		expect(entries.map(({ entity, entityId, action }) => [entity, entityId, action])).toEqual([
			["board", extra.id, "created"],
			["task", moving.id, "created"],
			["board", extra.id, "updated"],
			["board", home.id, "updated"],
			["board", extra.id, "updated"],
			["board", extra.id, "updated"],
			["board", home.id, "updated"],
			["task", moving.id, "updated"],
			["board", extra.id, "deleted"],
		]);
	});
	test("refuses a key reused for the same path with another query string, instead of replaying the first answer", async ({
		newProUser,
	}) => {
		const client = await newProUser();
		const extra = await newBoard(client, "Garage");
		const key = { "idempotency-key": `delete-${extra.id}` };
		const first = await client.send("DELETE", `/api/v1/boards/${extra.id}?deleteTasks=false`, undefined, key);
		expect(first.status).toBe(200);
		const other = await client.send("DELETE", `/api/v1/boards/${extra.id}?deleteTasks=true`, undefined, key);
		expect(other.status).toBe(409);
		expect((await errorOf(other)).code).toBe("idempotency_conflict");
	});
});
