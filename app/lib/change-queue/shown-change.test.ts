import { describe, expect, it } from "vitest";
import type { TaskView } from "#core/tasks/task-view.ts";
import { taskView } from "#tests/fixtures/task-view.ts";
import { isTaskShown, parseQueuedChange } from "./queued-change.ts";
import { changeOf, settleOf } from "./shown-change.ts";

const task = (id: string, fields: Partial<TaskView> = {}) => taskView({ id, ...fields });
const ids = (tasks: TaskView[]) => tasks.map(({ id }) => id);

describe("a queued change on screen", () => {
	const tasks = [task("a", { title: "A" }), task("b", { title: "B" })];

	it("is shown again from what was stored: tasks added, fields patched, tasks removed", () => {
		expect(ids(changeOf({ kind: "upsert", tasks: [task("c")] })(tasks) as TaskView[])).toEqual(["a", "b", "c"]);
		expect(changeOf({ kind: "patch", id: "b", fields: { title: "B2" } })(tasks)[1]?.title).toBe("B2");
		expect(ids(changeOf({ kind: "remove", ids: ["a"] })(tasks) as TaskView[])).toEqual(["b"]);
		expect(changeOf({ kind: "none" })(tasks)).toBe(tasks);
	});

	it("settles with the server's answer: the task, the tasks of a restore, or the removal", () => {
		const saved = task("b", { title: "From the server", version: 3 });
		expect(settleOf({ kind: "patch", id: "b", fields: {} })(saved)(tasks)[1]).toBe(saved);
		const restored = { tasks: [task("c", { version: 1 })] };
		expect(ids(settleOf({ kind: "upsert", tasks: [] })(restored)(tasks) as TaskView[])).toEqual(["a", "b", "c"]);
		expect(ids(settleOf({ kind: "remove", ids: ["a"] })(undefined)(tasks) as TaskView[])).toEqual(["b"]);
		// Sent by another tab: no answer here, live sync brings it.
		expect(settleOf({ kind: "patch", id: "b", fields: {} })(undefined)(tasks)).toBe(tasks);
	});
});

describe("a queued change of a checklist item", () => {
	const item = (id: string, isDone = false) => ({ id, title: id.toUpperCase(), isDone, position: `a${id}` });
	const shown = {
		kind: "checklist" as const,
		taskId: "a",
		step: { op: "set" as const, id: "x", fields: { isDone: true } },
	};

	it("is shown on its task's newest checklist: another device's tick of another item stays", () => {
		const fromServer = [task("a", { version: 3, checklist: [item("x"), item("y", true)] }), task("b")];
		const [shownTask, other] = changeOf(shown)(fromServer) as TaskView[];
		expect(shownTask?.checklist.map((row) => row.isDone)).toEqual([true, true]);
		expect(other).toBe(fromServer[1]);
	});

	it("is kept for a reload, and settles with the task the server answered", () => {
		const stored = { key: "0123456789-abcdef", name: "checklistItem.update", baseVersion: 2, madeAt: 1, shown };
		expect(parseQueuedChange({ ...stored, args: { id: "a", itemId: "x", isDone: true } })).toMatchObject({
			isConverted: false,
		});
		expect(parseQueuedChange({ ...stored, args: {}, shown: { kind: "checklist", taskId: "a" } })).toEqual({
			problem: "checklist step without task or step",
		});
		expect(isTaskShown(shown)).toBe(true);
		const saved = task("a", { version: 4, checklist: [item("x", true)] });
		expect(settleOf(shown)(saved)([task("a"), task("b")])[0]).toBe(saved);
	});
});

describe("a queued change of something other than tasks", () => {
	const tasks = [task("a")];
	const stored = (shown: unknown) => ({
		key: "0123456789-abcdef",
		name: "viewOptions.update",
		args: { hideCompleted: true },
		baseVersion: null,
		madeAt: 1,
		shown,
	});

	it("parses view options, settings, a board and a board's removal, and refuses them malformed", () => {
		for (const shown of [
			{ kind: "viewOptions", fields: { hideCompleted: true } },
			{ kind: "settings", fields: { notificationsEnabled: false } },
			{ kind: "board", board: { id: "b1", name: "Garden" } },
			{ kind: "boardRemoved", id: "b1" },
		]) {
			expect(parseQueuedChange(stored(shown))).toEqual({ change: stored(shown), isConverted: false });
		}
		expect(parseQueuedChange(stored({ kind: "viewOptions", fields: ["hideCompleted"] }))).toEqual({
			problem: "viewOptions without fields",
		});
		expect(parseQueuedChange(stored({ kind: "board", board: { name: "Garden" } }))).toEqual({
			problem: "board without id",
		});
		expect(parseQueuedChange(stored({ kind: "boardRemoved" }))).toEqual({ problem: "board removal without id" });
		expect(parseQueuedChange(stored({ kind: "settings" }))).toEqual({ problem: "settings without fields" });
	});

	it("leaves the tasks alone, on screen and when answered", () => {
		const shown = { kind: "board", board: { id: "b1", name: "Garden" } } as const;
		expect(isTaskShown(shown)).toBe(false);
		expect(isTaskShown({ kind: "none" })).toBe(true);
		expect(changeOf(shown)(tasks)).toBe(tasks);
		expect(settleOf(shown)({ id: "b1", version: 1 })(tasks)).toBe(tasks);
	});
});
