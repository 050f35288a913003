import { describe, expect, it } from "vitest";
import type { BoardView } from "#core/boards/board-view.ts";
import { applyQueuedBoard } from "./queued-boards.ts";

const board = (id: string, name: string, isDefault = false): BoardView => ({ id, name, isDefault, taskCount: 0 });
const names = (boards: BoardView[]) => boards.map(({ name, isDefault }) => `${name}${isDefault ? "*" : ""}`);

describe("a queued board change on the profile's list", () => {
	const home = board("b1", "Home", true);
	const work = board("b2", "Work");

	it("shows a board created offline at the end, then its new name in place", () => {
		const created = applyQueuedBoard([home, work], { kind: "board", board: { id: "b3", name: "Garden" } });
		expect(names(created)).toEqual(["Home*", "Work", "Garden"]);
		const renamed = applyQueuedBoard(created, { kind: "board", board: { id: "b3", name: "Allotment" } });
		expect(names(renamed)).toEqual(["Home*", "Work", "Allotment"]);
	});

	it("moves the default mark to the board made default, and removes a deleted one", () => {
		const made = applyQueuedBoard([home, work], { kind: "board", board: { id: "b2", isDefault: true } });
		expect(names(made)).toEqual(["Home", "Work*"]);
		expect(names(applyQueuedBoard(made, { kind: "boardRemoved", id: "b1" }))).toEqual(["Work*"]);
	});

	it("leaves the boards alone for a change of something else", () => {
		const boards = [home, work];
		expect(applyQueuedBoard(boards, { kind: "viewOptions", fields: { hideCompleted: true } })).toBe(boards);
	});
});
