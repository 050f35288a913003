import { describe, expect, it } from "vitest";
import { MAX_QUEUED_CHANGES } from "#core/constants.ts";
import type { MutationArgs, MutationName } from "#core/mutations/mutations.ts";
import { ChangeQueue, QueueFullError, type QueueStatus, type QueueStorage } from "./change-queue.ts";
import type { QueuedChange } from "./queued-change.ts";

const pathOf = (queued: QueuedChange) => (queued.args as { path: string }).path;

class Offline extends Error {}
class Refused extends Error {}

/** IndexedDB's part, in memory; `isBroken` makes every call fail as a full or denied storage does. */
function memoryStorage() {
	const rows = new Map<string, unknown>();
	const storage = {
		rows,
		isBroken: false as boolean,
		entries: async () => {
			if (storage.isBroken) throw new Error("QuotaExceededError");
			return [...rows.entries()].reverse();
		},
		put: async (id: string, change: unknown) => {
			if (storage.isBroken) throw new Error("QuotaExceededError");
			rows.set(id, structuredClone(change));
		},
		remove: async (id: string) => {
			if (storage.isBroken) throw new Error("QuotaExceededError");
			rows.delete(id);
		},
	} satisfies QueueStorage & { rows: unknown; isBroken: boolean };
	return storage;
}

/** A change of the settings (which touches everything, so changes go one by one) labelled `path` for the test. */
const change = (path: string): QueuedChange => ({
	key: `key-${path.replaceAll("/", "-")}-0123`,
	name: "settings.update",
	args: { path } as MutationArgs<"settings.update">,
	baseVersion: null,
	shown: { kind: "none" },
	madeAt: 1,
});

/** A queue over `storage` whose server answers each path with its name, or fails as `failure` says. */
function queueOver(storage: QueueStorage, options: { isOnline?: () => boolean; clock?: () => number } = {}) {
	const sent: string[] = [];
	const logged: string[] = [];
	const statuses: QueueStatus[] = [];
	const retries: Array<() => void> = [];
	const server = { failure: null as null | ((path: string) => Error | null) };
	const queue = new ChangeQueue({
		storage,
		send: async (queued) => {
			const path = pathOf(queued);
			const error = server.failure?.(path) ?? null;
			if (error) throw error;
			sent.push(path);
			return { answered: path };
		},
		isKept: (error) => error instanceof Offline,
		onStatus: (status) => statuses.push(status),
		log: (message) => logged.push(message),
		schedule: (run) => retries.push(run),
		isOnline: options.isOnline,
		now: options.clock,
	});
	return { queue, sent, logged, statuses, retries, server };
}

describe("the queue of changes", () => {
	it("sends changes one at a time in the order they were made, and answers each", async () => {
		const storage = memoryStorage();
		const { queue, sent } = queueOver(storage, { clock: () => 1000 });
		const answers = await Promise.all(["/a", "/b", "/c"].map((path) => queue.submit(change(path))));
		expect(sent).toEqual(["/a", "/b", "/c"]);
		expect(answers).toEqual([{ answered: "/a" }, { answered: "/b" }, { answered: "/c" }]);
		expect(storage.rows.size).toBe(0);
		expect(queue.status.count).toBe(0);
	});

	it("sends a change alone at once, without waiting for it to be written, and never counts it as unsent", async () => {
		const storage = memoryStorage();
		let finishWriting: () => void = () => {};
		const put = storage.put;
		storage.put = (id, change) => new Promise((resolve) => (finishWriting = () => void put(id, change).then(resolve)));
		const { queue, sent, statuses } = queueOver(storage);
		const answer = queue.submit(change("/at-once"));
		await expect.poll(() => sent).toEqual(["/at-once"]);
		finishWriting();
		await expect(answer).resolves.toEqual({ answered: "/at-once" });
		expect(storage.rows.size).toBe(0);
		expect(statuses.map(({ count }) => count)).not.toContain(1);
	});

	it("keeps what the network lost, and sends it in order with later changes when it is back", async () => {
		const storage = memoryStorage();
		const { queue, sent, server, retries, statuses } = queueOver(storage);
		server.failure = () => new Offline();
		const first = queue.submit(change("/first"));
		const second = queue.submit(change("/second"));
		await expect.poll(() => retries.length).toBeGreaterThan(0);
		expect(sent).toEqual([]);
		expect(storage.rows.size).toBe(2);
		expect(statuses.at(-1)?.count).toBe(2);

		server.failure = null;
		await queue.flush();
		await expect(first).resolves.toEqual({ answered: "/first" });
		await expect(second).resolves.toEqual({ answered: "/second" });
		expect(sent).toEqual(["/first", "/second"]);
		expect(statuses.at(-1)?.count).toBe(0);
	});

	it("survives a reload: a new queue over the same storage finds the changes and sends them in order", async () => {
		const storage = memoryStorage();
		const before = queueOver(storage, { isOnline: () => false });
		for (const path of ["/1", "/2", "/3"]) void before.queue.submit(change(path));
		await expect.poll(() => storage.rows.size).toBe(3);

		const after = queueOver(storage);
		const found = await after.queue.load();
		expect(found.map((entry) => pathOf(entry.change))).toEqual(["/1", "/2", "/3"]);
		const answers = found.map(({ id, change }) => after.queue.wait(id, change));
		await after.queue.flush();
		expect(after.sent).toEqual(["/1", "/2", "/3"]);
		await expect(Promise.all(answers)).resolves.toHaveLength(3);
	});

	it("sends nothing while the browser says it is offline", async () => {
		const storage = memoryStorage();
		let isOnline = false;
		const { queue, sent } = queueOver(storage, { isOnline: () => isOnline });
		const answer = queue.submit(change("/later"));
		await queue.flush();
		expect(sent).toEqual([]);
		isOnline = true;
		await queue.flush();
		await expect(answer).resolves.toEqual({ answered: "/later" });
	});

	it("drops only a refused change: it is rejected, and the ones after it are still sent", async () => {
		const storage = memoryStorage();
		const offline = queueOver(storage, { isOnline: () => false });
		for (const path of ["/before", "/gone", "/after"]) void offline.queue.submit(change(path));
		await expect.poll(() => storage.rows.size).toBe(3);
		const { queue, sent, server } = queueOver(storage);
		server.failure = (path) => (path === "/gone" ? new Refused("not_found") : null);
		const found = await queue.load();
		const answers = found.map(({ id, change }) => queue.wait(id, change).catch((error: unknown) => error));
		await queue.flush();
		expect(sent).toEqual(["/before", "/after"]);
		const [, gone] = await Promise.all(answers);
		expect(gone).toBeInstanceOf(Refused);
		expect(storage.rows.size).toBe(0);
	});

	it("rejects the waiting change that the server refused", async () => {
		const { queue, server } = queueOver(memoryStorage());
		server.failure = () => new Refused("plan_limit");
		await expect(queue.submit(change("/over-the-limit"))).rejects.toBeInstanceOf(Refused);
	});

	it("skips a damaged entry with its reason logged, and sends the rest", async () => {
		const storage = memoryStorage();
		storage.rows.set("000000000000001-000000-aaaaaa", change("/one"));
		storage.rows.set("000000000000002-000000-aaaaaa", { key: "x", method: "TRACE" });
		storage.rows.set("000000000000003-000000-aaaaaa", "not a change at all");
		storage.rows.set("000000000000004-000000-aaaaaa", { ...change("/bad"), shown: { kind: "explode" } });
		storage.rows.set("000000000000005-000000-aaaaaa", change("/two"));
		const { queue, sent, logged } = queueOver(storage);
		await queue.flush();
		expect(sent).toEqual(["/one", "/two"]);
		expect(logged).toEqual([
			"Skipped queued change 000000000000002-000000-aaaaaa: bad idempotency key",
			"Skipped queued change 000000000000003-000000-aaaaaa: not an object",
			"Skipped queued change 000000000000004-000000-aaaaaa: unknown shown kind explode",
		]);
		expect(storage.rows.size).toBe(0);
	});

	it(`holds at most ${MAX_QUEUED_CHANGES} changes and refuses the next one rather than dropping any`, async () => {
		const storage = memoryStorage();
		const { queue } = queueOver(storage, { isOnline: () => false });
		for (let index = 0; index < MAX_QUEUED_CHANGES; index++) void queue.submit(change(`/${index}`));
		await expect.poll(() => storage.rows.size).toBe(MAX_QUEUED_CHANGES);
		await expect(queue.submit(change("/one-more"))).rejects.toBeInstanceOf(QueueFullError);
		expect(storage.rows.size).toBe(MAX_QUEUED_CHANGES);
		expect(queue.status.count).toBe(MAX_QUEUED_CHANGES);
	});

	it("says when storage cannot be written, and still sends changes while online", async () => {
		const storage = memoryStorage();
		storage.isBroken = true;
		const { queue, sent, statuses, logged } = queueOver(storage);
		await expect(queue.submit(change("/online-anyway"))).resolves.toEqual({ answered: "/online-anyway" });
		expect(sent).toEqual(["/online-anyway"]);
		expect(statuses.at(-1)).toEqual({ count: 0, isStorageUnavailable: true });
		expect(logged).toEqual(["Offline changes cannot be stored: Error: QuotaExceededError"]);
	});

	it("lets the network failure of a change it could not store reach the caller, who rolls it back", async () => {
		const storage = memoryStorage();
		storage.isBroken = true;
		const { queue, server } = queueOver(storage);
		server.failure = () => new Offline();
		await expect(queue.submit(change("/lost"))).rejects.toBeInstanceOf(Offline);
	});

	it("sends the changes it holds when storage breaks after they were kept", async () => {
		const storage = memoryStorage();
		let isOnline = false;
		const { queue, sent } = queueOver(storage, { isOnline: () => isOnline });
		const answer = queue.submit(change("/kept"));
		await expect.poll(() => storage.rows.size).toBe(1);
		storage.isBroken = true;
		isOnline = true;
		await queue.flush();
		await expect(answer).resolves.toEqual({ answered: "/kept" });
		expect(sent).toEqual(["/kept"]);
		expect(queue.status.isStorageUnavailable).toBe(true);
	});

	it("resolves a change another tab has sent meanwhile, without sending it again", async () => {
		const storage = memoryStorage();
		const { queue, sent } = queueOver(storage, { isOnline: () => false });
		const answer = queue.submit(change("/by-the-other-tab"));
		await expect.poll(() => storage.rows.size).toBe(1);
		const otherTab = queueOver(storage);
		await otherTab.queue.flush();
		expect(otherTab.sent).toEqual(["/by-the-other-tab"]);
		await queue.flush();
		await expect(answer).resolves.toBeUndefined();
		expect(sent).toEqual([]);
	});

	it("orders changes made in the same millisecond, and after a clock that went back", async () => {
		const storage = memoryStorage();
		const times = [5000, 5000, 4000];
		const { queue } = queueOver(storage, { isOnline: () => false, clock: () => times.shift() ?? 0 });
		for (const path of ["/x", "/y", "/z"]) void queue.submit(change(path));
		await expect.poll(() => storage.rows.size).toBe(3);
		expect((await queue.load()).map((entry) => pathOf(entry.change))).toEqual(["/x", "/y", "/z"]);
	});
});

const TASK_A = "aaaaaaaa-0000-4000-8000-000000000001";
const TASK_B = "bbbbbbbb-0000-4000-8000-000000000002";

const taskChange = <Name extends MutationName>(name: Name, args: MutationArgs<Name>) =>
	({
		...change(name),
		key: `key-${name.replace(".", "-")}-${JSON.stringify(args).length}`,
		name,
		args,
	}) as QueuedChange;

/** A queue whose server holds every answer until the test gives it, so what is on its way at once can be seen. */
async function heldQueue(changes: QueuedChange[]) {
	const storage = memoryStorage();
	const offline = queueOver(storage, { isOnline: () => false, clock: () => 5 });
	for (const queued of changes) void offline.queue.submit(queued);
	await expect.poll(() => storage.rows.size).toBe(changes.length);
	const onTheWay: Array<{ label: string; answer: () => void }> = [];
	const label = ({ name, args }: QueuedChange) => `${name} ${JSON.stringify(args)}`;
	const queue = new ChangeQueue({
		storage,
		send: (queued) => new Promise((resolve) => onTheWay.push({ label: label(queued), answer: () => resolve({}) })),
		isKept: () => false,
		onStatus: () => {},
		log: () => {},
		schedule: () => {},
	});
	const found = await queue.load();
	for (const { id, change: queued } of found) void queue.wait(id, queued);
	const flushed = queue.flush();
	/** What has been sent so far, in order, once the queue has had time to send what it may. */
	const sentSoFar = async () => {
		await new Promise((resolve) => setTimeout(resolve, 5));
		return onTheWay.map((request) => request.label);
	};
	const answer = (index: number) => onTheWay[index]?.answer();
	return { sentSoFar, answer, flushed, label };
}

describe("changes sent side by side", () => {
	const createA = taskChange("task.create", { id: TASK_A, title: "A", quadrant: "urgent-important", before: null });
	const createB = taskChange("task.create", { id: TASK_B, title: "B", quadrant: "not-urgent-important", before: null });
	const renameA = taskChange("task.update", { id: TASK_A, title: "A2" });
	const renameB = taskChange("task.update", { id: TASK_B, title: "B2" });
	const doneA = taskChange("task.update", { id: TASK_A, status: "done" });

	it("sends changes to different tasks at once, and a task's edits only after its creation, in order", async () => {
		const { sentSoFar, answer, flushed, label } = await heldQueue([createA, createB, renameA, renameB, doneA]);
		expect(await sentSoFar()).toEqual([createA, createB].map(label));
		answer(1);
		expect(await sentSoFar()).toEqual([createA, createB, renameB].map(label));
		answer(0);
		expect(await sentSoFar()).toEqual([createA, createB, renameB, renameA].map(label));
		answer(2);
		answer(3);
		expect(await sentSoFar()).toEqual([createA, createB, renameB, renameA, doneA].map(label));
		answer(4);
		await flushed;
	});

	it("keeps the order of placements in one quadrant, even of different tasks", async () => {
		const toTheEnd = (id: string) => taskChange("task.move", { id, quadrant: "urgent-not-important", before: null });
		const { sentSoFar, answer, flushed, label } = await heldQueue([toTheEnd(TASK_A), toTheEnd(TASK_B)]);
		expect(await sentSoFar()).toEqual([label(toTheEnd(TASK_A))]);
		answer(0);
		expect(await sentSoFar()).toEqual([toTheEnd(TASK_A), toTheEnd(TASK_B)].map(label));
		answer(1);
		await flushed;
	});

	it("sends a change to many tasks alone, after every change before it and before every change after it", async () => {
		const clearQuadrant = taskChange("task.deleteQuadrant", { boardId: TASK_B, quadrant: "urgent-important" });
		const { sentSoFar, answer, flushed, label } = await heldQueue([renameA, clearQuadrant, renameB]);
		expect(await sentSoFar()).toEqual([label(renameA)]);
		answer(0);
		expect(await sentSoFar()).toEqual([renameA, clearQuadrant].map(label));
		answer(1);
		expect(await sentSoFar()).toEqual([renameA, clearQuadrant, renameB].map(label));
		answer(2);
		await flushed;
	});
});
