import { describe, expect, it } from "vitest";
import { NEW_TASK } from "#app/routes/+tasks/new-task.ts";
import { requestOf } from "#core/mutations/mutation-request.ts";
import type { MutationArgs, MutationName } from "#core/mutations/mutations.ts";
import { taskView } from "#tests/fixtures/task-view.ts";
import { ChangeQueue, type QueueStatus } from "./change-queue.ts";
import type { QueuedChange } from "./queued-change.ts";

// The build before the registry stored each change as the request itself, `{ method, path, body }`
// (use-task-actions.ts, queue-change.ts, at 5764d28). A person may reload into this build with such changes still in
// IndexedDB: each is converted once, sent once, in order; one no mutation serves is kept and counted, never blocking.

const TASK = "aaaaaaaa-0000-4000-8000-000000000001";
const NEXT = "bbbbbbbb-0000-4000-8000-000000000002";
const BOARD = "cccccccc-0000-4000-8000-000000000003";
const task = taskView({ id: TASK, title: "Bread", version: 2 });

/** An entry exactly as the previous build wrote it. */
const old = (index: number, method: string, path: string, body?: unknown, extra: Record<string, unknown> = {}) => [
	`00000000000000${index}-000000-oldtab`.slice(-29),
	{
		key: crypto.randomUUID(),
		method,
		path,
		body,
		baseVersion: null,
		shown: { kind: "none" },
		madeAt: 1_700_000_000_000 + index,
		...extra,
	},
];

const OLD_QUEUE = [
	old(1, "POST", "/tasks", {
		id: TASK,
		...NEW_TASK,
		title: "Bread",
		quadrant: "urgent-important",
		boardId: BOARD,
		before: null,
	}),
	old(2, "PATCH", `/tasks/${TASK}`, { title: "Rye bread", version: 2 }, { baseVersion: 2, base: { title: "Bread" } }),
	old(3, "POST", `/tasks/${TASK}/move`, { quadrant: "not-urgent-important", before: NEXT }, { baseVersion: 3 }),
	// Written by a build that knew a route this one has not: kept, never sent, never in the way.
	old(4, "POST", `/tasks/${TASK}/archive`, {}),
	old(5, "POST", `/tasks/${TASK}/skip`, { version: 4 }, { baseVersion: 4 }),
	old(6, "POST", "/tasks/bulk-delete", { boardId: BOARD, quadrant: "urgent-not-important" }),
	old(7, "DELETE", `/boards/${BOARD}/examples`),
	old(8, "POST", `/boards/${BOARD}/examples`, { tasks: [] }),
	old(9, "POST", "/boards", { id: NEXT, name: "Garden" }, { shown: { kind: "board", board: { id: NEXT } } }),
	old(10, "PATCH", `/boards/${NEXT}`, { isDefault: true }),
	old(11, "DELETE", `/boards/${NEXT}?deleteTasks=true`),
	old(12, "PATCH", "/view-options", { hideCompleted: true }, { shown: { kind: "viewOptions", fields: {} } }),
	old(13, "PATCH", "/settings", { urgencyDays: 2 }, { shown: { kind: "settings", fields: {} } }),
	old(14, "DELETE", `/tasks/${TASK}`, undefined, { shown: { kind: "patch", id: TASK, fields: { title: task.title } } }),
] as Array<[string, Record<string, unknown>]>;

function oldStorage() {
	const rows = new Map<string, unknown>(OLD_QUEUE.map(([id, value]) => [id, structuredClone(value)]));
	return {
		rows,
		entries: async () => [...rows.entries()],
		put: async (id: string, change: unknown) => void rows.set(id, structuredClone(change)),
		remove: async (id: string) => void rows.delete(id),
	};
}

function queueOver(storage: ReturnType<typeof oldStorage>) {
	const sent: Array<{ method: string; path: string; body?: unknown; key: string }> = [];
	const logged: string[] = [];
	const statuses: QueueStatus[] = [];
	const queue = new ChangeQueue({
		storage,
		send: async ({ name, args, key }: QueuedChange) => {
			sent.push({ ...requestOf(name as MutationName, args as MutationArgs<MutationName>), key });
			return {};
		},
		isKept: () => false,
		onStatus: (status) => statuses.push(status),
		log: (message) => logged.push(message),
		schedule: () => {},
	});
	return { queue, sent, logged, statuses };
}

describe("a queue stored by the build before the registry", () => {
	it("is converted once to named changes, each sent once, in order, with its own request and key", async () => {
		const storage = oldStorage();
		const { queue, sent } = queueOver(storage);
		const found = await queue.load();
		expect(found.map(({ change }) => change.name)).toEqual([
			"task.create",
			"task.update",
			"task.move",
			"task.skip",
			"task.deleteQuadrant",
			"examples.clear",
			"examples.restore",
			"board.create",
			"board.update",
			"board.delete",
			"viewOptions.update",
			"settings.update",
			"task.delete",
		]);
		// Written back in the new shape: the next load reads names, not paths.
		const rewritten = [...storage.rows.values()] as Array<Record<string, unknown>>;
		expect(rewritten.filter((row) => "name" in row)).toHaveLength(13);
		expect(rewritten.filter((row) => "path" in row)).toEqual([OLD_QUEUE[3]?.[1]]);
		expect(found[1]?.change).toMatchObject({ baseVersion: 2, base: { title: "Bread" } });

		await queue.flush();
		const expected = OLD_QUEUE.filter((_, index) => index !== 3).map(([, { method, path, body, key }]) => ({
			method,
			path,
			...(body === undefined ? {} : { body }),
			key,
		}));
		expect(sent).toEqual(expected);
		await queue.flush();
		expect(sent).toHaveLength(13);
	});

	it("keeps the entry no mutation serves, counts it as unsent, logs it once, and sends everything around it", async () => {
		const storage = oldStorage();
		const { queue, sent, logged, statuses } = queueOver(storage);
		await queue.flush();
		await queue.flush();
		expect(sent.map(({ path }) => path)).not.toContain(`/tasks/${TASK}/archive`);
		expect(sent).toHaveLength(13);
		expect([...storage.rows.values()]).toEqual([OLD_QUEUE[3]?.[1]]);
		expect(statuses.at(-1)?.count).toBe(1);
		expect(queue.status.count).toBe(1);
		expect(logged).toEqual([
			`Kept unsendable queued change ${OLD_QUEUE[3]?.[0]}: no mutation serves POST /tasks/${TASK}/archive`,
		]);
	});

	it("sends a new change at once behind a kept one, which does not hold the queue", async () => {
		const storage = oldStorage();
		const { queue, sent } = queueOver(storage);
		await queue.flush();
		const answer = queue.submit({
			key: "key-after-the-upgrade",
			name: "task.update",
			args: { id: NEXT, title: "New" },
			baseVersion: null,
			shown: { kind: "none" },
			madeAt: 2_000_000_000_000,
		});
		await expect(answer).resolves.toEqual({});
		expect(sent.at(-1)).toEqual({
			method: "PATCH",
			path: `/tasks/${NEXT}`,
			body: { title: "New" },
			key: "key-after-the-upgrade",
		});
		expect(queue.status.count).toBe(1);
	});
});
