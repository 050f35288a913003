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
});
