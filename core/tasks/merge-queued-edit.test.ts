import { describe, expect, it } from "vitest";
import { mergeQueuedEdit, refusalOutcome } from "./merge-queued-edit.ts";

type Sides = Pick<Parameters<typeof mergeQueuedEdit>[0], "base" | "mine" | "theirs">;

/** The merge when the queued edit was made after the other side's change ("mine later"), or before it. */
const merge = (sides: Sides, order: "mine later" | "theirs later") =>
	mergeQueuedEdit({
		...sides,
		mineMadeAt: order === "mine later" ? 2_000 : 1_000,
		theirsUpdatedAt: order === "mine later" ? 1_000 : 2_000,
	});

describe("a queued edit meeting a task changed elsewhere", () => {
	it("takes the edit's fields the other side left alone, and keeps the ones only the other side changed", () => {
		const merged = merge(
			{
				base: { title: "Call mum", status: "todo" },
				mine: { status: "done" },
				theirs: { title: "Call mum about Sunday", status: "todo", priority: "high" },
			},
			"theirs later",
		);
		expect(merged).toEqual({ fields: { status: "done" }, conflicts: [] });
	});

	it("leaves a field the edit carried unchanged as the other side made it, however late the edit", () => {
		// The editor sends every field; only the title was changed here, the status was changed elsewhere.
		const merged = merge(
			{
				base: { title: "Call mum", status: "todo", quadrant: "urgent-important" },
				mine: { title: "Call mum tonight", status: "todo", quadrant: "urgent-important" },
				theirs: { title: "Call mum", status: "done", quadrant: "not-urgent-important" },
			},
			"mine later",
		);
		expect(merged).toEqual({ fields: { title: "Call mum tonight" }, conflicts: [] });
	});

	it("sends nothing for a field already as the edit wants it", () => {
		const merged = merge(
			{ base: { status: "todo" }, mine: { status: "done" }, theirs: { status: "done" } },
			"mine later",
		);
		expect(merged).toEqual({ fields: {}, conflicts: [] });
	});

	it("keeps the later edit of a field both sides changed, and reports the other value", () => {
		const sides = {
			base: { title: "Call mum", description: "" },
			mine: { title: "Call mum tonight", description: "About Sunday" },
			theirs: { title: "Call mum tomorrow", description: "" },
		};
		const mineLater = merge(sides, "mine later");
		expect(mineLater).toEqual({
			fields: { title: "Call mum tonight", description: "About Sunday" },
			conflicts: [{ field: "title", kept: "Call mum tonight", other: "Call mum tomorrow", isMineKept: true }],
		});

		const theirsLater = merge(sides, "theirs later");
		expect(theirsLater).toEqual({
			fields: { description: "About Sunday" },
			conflicts: [{ field: "title", kept: "Call mum tomorrow", other: "Call mum tonight", isMineKept: false }],
		});
	});

	it("treats a missing value and null alike (a cleared due date)", () => {
		const merged = merge({ base: { dueDate: null }, mine: { dueDate: "2026-12-01" }, theirs: {} }, "theirs later");
		expect(merged).toEqual({ fields: { dueDate: "2026-12-01" }, conflicts: [] });
	});
});

describe("what a refused queued change becomes", () => {
	it("merges a stale version, drops a change to a deleted task, and asks to upgrade for the plan", () => {
		expect(refusalOutcome(409, "version_conflict")).toBe("merge");
		expect(refusalOutcome(404, "not_found")).toBe("deletedElsewhere");
		expect(refusalOutcome(403, "plan_limit")).toBe("upgrade");
		expect(refusalOutcome(403, "pro_required")).toBe("upgrade");
		expect(refusalOutcome(400, "bad_request")).toBe("undone");
		expect(refusalOutcome(409, "idempotency_conflict")).toBe("undone");
	});
});
