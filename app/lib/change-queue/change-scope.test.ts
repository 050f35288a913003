import { describe, expect, it } from "vitest";
import type { ChangeScope } from "#core/mutations/mutation.ts";
import type { MutationArgs, MutationName } from "#core/mutations/mutations.ts";
import { scopeOf, startable } from "./change-scope.ts";
import type { QueuedChange } from "./queued-change.ts";

const A = "aaaaaaaa-0000-4000-8000-000000000001";
const B = "bbbbbbbb-0000-4000-8000-000000000002";

const queued = <Name extends MutationName>(name: Name, args: MutationArgs<Name>) =>
	({ key: "key-01234567", name, args, baseVersion: null, shown: { kind: "none" }, madeAt: 1 }) as QueuedChange;

describe("what a queued change touches", () => {
	it("names the task it creates, edits, moves, skips or deletes, by the mutation's rule", () => {
		expect(scopeOf(queued("task.create", { id: A, title: "A", quadrant: "urgent-important", before: B }))).toEqual([
			`task:${A}`,
			"column:urgent-important",
			`task:${B}`,
		]);
		expect(scopeOf(queued("task.update", { id: A, title: "New" }))).toEqual([`task:${A}`]);
		expect(scopeOf(queued("task.update", { id: A, quadrant: "urgent-important" }))).toEqual([
			`task:${A}`,
			"column:urgent-important",
		]);
		expect(scopeOf(queued("task.move", { id: A, quadrant: "urgent-important", before: null }))).toEqual([
			`task:${A}`,
			"column:urgent-important",
		]);
		expect(scopeOf(queued("task.skip", { id: A, version: 3 }))).toEqual([`task:${A}`]);
		expect(scopeOf(queued("task.delete", { id: A }))).toEqual([`task:${A}`]);
	});

	it("touches everything when it changes several tasks, a board or a setting", () => {
		expect(scopeOf(queued("task.deleteQuadrant", { boardId: B, quadrant: "urgent-important" }))).toBe("everything");
		expect(scopeOf(queued("examples.clear", { id: A }))).toBe("everything");
		expect(scopeOf(queued("viewOptions.update", { hideCompleted: true }))).toBe("everything");
	});
});

describe("which waiting changes may start", () => {
	const scope = (marks: ChangeScope) => marks;

	it("starts those that share no mark with an earlier change, waiting or on its way", () => {
		expect(startable([["task:a"], ["task:b"], ["task:a"], ["task:c"]], scope, [])).toEqual([
			["task:a"],
			["task:b"],
			["task:c"],
		]);
		expect(startable([["task:a"], ["task:b"]], scope, [["task:a"]])).toEqual([["task:b"]]);
	});

	it("starts a change to everything only when nothing is before it, and nothing after it meanwhile", () => {
		expect(startable(["everything", ["task:a"]], scope, [])).toEqual(["everything"]);
		expect(startable(["everything"], scope, [["task:a"]])).toEqual([]);
		expect(startable([["task:a"], "everything", ["task:b"]], scope, [])).toEqual([["task:a"]]);
		expect(startable([["task:b"]], scope, ["everything"])).toEqual([]);
	});
});
