import { describe, expect, it } from "vitest";
import type { ChangeScope } from "#core/mutations/mutation.ts";
import { scopeOf, startable } from "./change-scope.ts";
import type { QueuedChange } from "./queued-change.ts";

const A = "aaaaaaaa-0000-4000-8000-000000000001";
const B = "bbbbbbbb-0000-4000-8000-000000000002";

const queued = (method: QueuedChange["method"], path: string, body?: unknown): QueuedChange => ({
	key: "key-01234567",
	method,
	path,
	body,
	baseVersion: null,
	shown: { kind: "none" },
	madeAt: 1,
});

describe("what a queued change touches", () => {
	it("names the task it creates, edits, moves, skips or deletes", () => {
		expect(scopeOf(queued("POST", "/tasks", { id: A, quadrant: "urgent-important", before: B }))).toEqual([
			`task:${A}`,
			"column:urgent-important",
			`task:${B}`,
		]);
		expect(scopeOf(queued("PATCH", `/tasks/${A}`, { title: "New" }))).toEqual([`task:${A}`]);
		expect(scopeOf(queued("PATCH", `/tasks/${A}`, { quadrant: "urgent-important", before: B }))).toEqual([
			`task:${A}`,
			"column:urgent-important",
		]);
		expect(scopeOf(queued("POST", `/tasks/${A}/move`, { quadrant: "urgent-important", before: null }))).toEqual([
			`task:${A}`,
			"column:urgent-important",
		]);
		expect(scopeOf(queued("POST", `/tasks/${A}/skip`, { version: 3 }))).toEqual([`task:${A}`]);
		expect(scopeOf(queued("DELETE", `/tasks/${A}`))).toEqual([`task:${A}`]);
	});

	it("touches everything when it changes several tasks, or is not a change it knows", () => {
		expect(scopeOf(queued("POST", "/tasks/bulk-delete", { quadrant: "urgent-important" }))).toBe("everything");
		expect(scopeOf(queued("DELETE", `/boards/${A}/examples`))).toBe("everything");
		expect(scopeOf(queued("POST", "/tasks", "not an object"))).toBe("everything");
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
