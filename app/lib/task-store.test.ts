import { describe, expect, it } from "vitest";
import type { TaskView } from "#core/tasks/task-view.ts";
import { taskView } from "#tests/fixtures/task-view.ts";
import { patch, TaskStore, upsert, without } from "./task-store.ts";

const task = (id: string, position: string, fields: Partial<TaskView> = {}) => taskView({ id, position, ...fields });

/** A request the test settles by hand, to control the order answers arrive in. */
function deferred<T>() {
	let resolve: (value: T) => void = () => {};
	let reject: (reason: unknown) => void = () => {};
	const promise = new Promise<T>((onResolve, onReject) => {
		resolve = onResolve;
		reject = onReject;
	});
	return { promise, resolve, reject };
}

const titles = (store: TaskStore) => store.getSnapshot().map(({ title }) => title);

describe("TaskStore", () => {
	it("shows a change at once, in position order, and keeps the server's version once confirmed", async () => {
		const store = new TaskStore([task("b", "a1"), task("a", "a0")]);
		expect(titles(store)).toEqual(["a", "b"]);
		const request = deferred<TaskView>();
		const done = store.apply(
			upsert(task("c", "Zz")),
			() => request.promise,
			(saved) => upsert(saved),
		);
		expect(titles(store)).toEqual(["c", "a", "b"]);
		request.resolve(task("c", "a2", { version: 2 }));
		await done;
		expect(titles(store)).toEqual(["a", "b", "c"]);
		expect(store.getSnapshot().at(-1)?.version).toBe(2);
	});

	it("rolls a refused change back and rethrows the refusal, leaving other changes in flight", async () => {
		const store = new TaskStore([task("a", "a0"), task("b", "a1")]);
		const refused = deferred<void>();
		const accepted = deferred<void>();
		const first = store.apply(
			without(new Set(["a"])),
			() => refused.promise,
			() => without(new Set(["a"])),
		);
		const second = store.apply(
			patch("b", { status: "done" }),
			() => accepted.promise,
			() => patch("b", { status: "done" }),
		);
		expect(titles(store)).toEqual(["b"]);
		refused.reject(new Error("403"));
		await expect(first).rejects.toThrow("403");
		expect(titles(store)).toEqual(["a", "b"]);
		expect(store.getSnapshot()[1]?.status).toBe("done");
		accepted.resolve();
		await second;
		expect(store.getSnapshot()[1]?.status).toBe("done");
	});

	it("never lets an earlier answer arriving late undo a later change", async () => {
		const store = new TaskStore([task("a", "a0")]);
		const early = deferred<TaskView>();
		const late = deferred<TaskView>();
		const first = store.apply(
			patch("a", { title: "one" }),
			() => early.promise,
			(saved) => upsert(saved),
		);
		const second = store.apply(
			patch("a", { title: "two" }),
			() => late.promise,
			(saved) => upsert(saved),
		);
		late.resolve(task("a", "a0", { title: "two", version: 3 }));
		await second;
		// The first answer arrives last, carrying an older version: the newer one stays.
		early.resolve(task("a", "a0", { title: "one", version: 2 }));
		await first;
		expect(titles(store)).toEqual(["two"]);
		expect(store.getSnapshot()[0]?.version).toBe(3);
	});

	describe("live changes", () => {
		const BOARD = "6f1c2b9e-4a6d-4c1e-9f3a-2b7d8e9a0c11";
		const OTHER_BOARD = "0b0e2c8a-1111-4c1e-9f3a-2b7d8e9a0c22";
		/** Counts the store's notifications: each one re-renders the page. */
		const watch = (store: TaskStore) => {
			const published = { count: 0 };
			store.subscribe(() => {
				published.count += 1;
			});
			return published;
		};

		it("adds a task created elsewhere in its place, and patches one changed elsewhere", () => {
			const store = new TaskStore([task("a", "a0"), task("c", "a2")], BOARD);
			store.receive(task("b", "a1"));
			expect(titles(store)).toEqual(["a", "b", "c"]);
			store.receive(task("a", "a3", { title: "moved", version: 2 }));
			expect(titles(store)).toEqual(["b", "c", "moved"]);
		});

		it("ignores a change that is not newer than the task held, without notifying anyone", () => {
			const store = new TaskStore([task("a", "a0", { title: "current", version: 3 })], BOARD);
			const published = watch(store);
			store.receive(task("a", "a0", { title: "older", version: 2 }));
			store.receive(task("a", "a0", { title: "same", version: 3 }));
			expect(titles(store)).toEqual(["current"]);
			expect(published.count).toBe(0);
		});

		it("shows the tab's own change throughout when its event arrives before or after the answer (no flicker)", async () => {
			const store = new TaskStore([task("a", "a0"), task("b", "a1")], BOARD);
			const shown: string[][] = [];
			store.subscribe(() => shown.push(titles(store)));
			const answer = deferred<TaskView>();
			const moved = task("a", "a2", { version: 2 });
			const done = store.apply(
				patch("a", { position: "a2" }),
				() => answer.promise,
				(saved) => upsert(saved),
			);
			// The change's event overtakes its answer, then the answer comes, then the event again (a replay).
			store.receive(moved);
			answer.resolve(moved);
			await done;
			store.receive(moved);
			expect(shown.every((order) => order.join() === "b,a")).toBe(true);
			expect(shown.length).toBeGreaterThan(0);
		});

		it("keeps the changes in flight on top of a change received meanwhile", async () => {
			const store = new TaskStore([task("a", "a0")], BOARD);
			const answer = deferred<TaskView>();
			const done = store.apply(
				patch("a", { status: "done" }),
				() => answer.promise,
				(saved) => upsert(saved),
			);
			store.receive(task("a", "a0", { title: "renamed elsewhere", version: 2 }));
			expect(store.getSnapshot()[0]).toMatchObject({ title: "renamed elsewhere", status: "done" });
			answer.resolve(task("a", "a0", { title: "renamed elsewhere", status: "done", version: 3 }));
			await done;
			expect(store.getSnapshot()[0]).toMatchObject({ title: "renamed elsewhere", status: "done", version: 3 });
		});

		it("removes a task deleted elsewhere: an answer to a request in flight meanwhile does not bring it back", async () => {
			const store = new TaskStore([task("a", "a0"), task("b", "a1")], BOARD);
			const answer = deferred<TaskView>();
			const done = store.apply(
				patch("a", { title: "edited" }),
				() => answer.promise,
				(saved) => upsert(saved),
			);
			store.receiveRemoval("a");
			expect(titles(store)).toEqual(["b"]);
			expect(store.isRemoved("a")).toBe(true);
			answer.resolve(task("a", "a0", { title: "edited", version: 2 }));
			await done;
			expect(titles(store)).toEqual(["b"]);
		});

		it("brings a deleted task back when it is created again with its id (Undo), here or elsewhere", async () => {
			const store = new TaskStore([task("a", "a0"), task("b", "a1")], BOARD);
			store.receiveRemoval("a");
			const undone = store.apply(
				upsert(task("a", "a0")),
				async () => task("a", "a0"),
				(saved) => upsert(saved),
			);
			expect(titles(store)).toEqual(["a", "b"]);
			await undone;
			expect(titles(store)).toEqual(["a", "b"]);
			store.receiveRemoval("b");
			store.receive(task("b", "a1"));
			expect(titles(store)).toEqual(["a", "b"]);
			expect(store.isRemoved("b")).toBe(false);
		});

		it("on one board, ignores another board's tasks and drops a task moved to another board", () => {
			const store = new TaskStore([task("a", "a0"), task("b", "a1")], BOARD);
			const published = watch(store);
			store.receive(task("x", "a0", { boardId: OTHER_BOARD }));
			expect(published.count).toBe(0);
			store.receive(task("a", "a0", { boardId: OTHER_BOARD, version: 2 }));
			expect(titles(store)).toEqual(["b"]);
		});

		it("showing everything, takes every board's tasks", () => {
			const store = new TaskStore([task("a", "a0")], null);
			store.receive(task("x", "a1", { boardId: OTHER_BOARD }));
			expect(titles(store)).toEqual(["a", "x"]);
		});

		it("follows the board of a reset (another board chosen)", () => {
			const store = new TaskStore([task("a", "a0")], BOARD);
			store.reset([task("x", "a0", { boardId: OTHER_BOARD })], OTHER_BOARD);
			store.receive(task("y", "a1", { boardId: OTHER_BOARD }));
			store.receive(task("z", "a2", { boardId: BOARD }));
			expect(titles(store)).toEqual(["x", "y"]);
		});
	});

	it("gives a task that comes without a checklist (an older build's copy, an older server's answer) an empty one", async () => {
		const { checklist: _none, ...old } = task("a", "a0");
		const store = new TaskStore([old as TaskView]);
		expect(store.getSnapshot()[0]?.checklist).toEqual([]);
		const { checklist: _again, ...answer } = task("b", "a1");
		await store.apply(
			(tasks) => tasks,
			async () => answer as TaskView,
			(saved) => upsert(saved),
		);
		store.receive({ ...(answer as TaskView), version: 2 } as TaskView);
		expect(store.getSnapshot().map((held) => held.checklist)).toEqual([[], []]);
	});
});
