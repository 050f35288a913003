import { describe, expect, it } from "vitest";
import type { BoardView } from "#core/boards/board-view.ts";
import type { ChangeEvent } from "#core/change-log/change-event.ts";
import { applyBoardChange } from "./board-changes.ts";

const board = (id: string, name: string, isDefault = false): BoardView => ({ id, name, isDefault, taskCount: 0 });
const change = (id: string, data: BoardView | null): ChangeEvent => ({
	seq: 1,
	entity: "board",
	action: data ? "updated" : "deleted",
	id,
	data,
});
const names = ({ boards }: { boards: BoardView[] }) => boards.map(({ name }) => name);

describe("applyBoardChange", () => {
	const home = board("b1", "Home", true);
	const work = board("b2", "work");

	it("adds a new board in the loaders' order: the default first, then by name ignoring case", () => {
		const next = applyBoardChange({ board: home, boards: [home, work] }, change("b3", board("b3", "Garden")));
		expect(names(next)).toEqual(["Home", "Garden", "work"]);
	});

	it("renames the board shown, and follows a new default", () => {
		const renamed = applyBoardChange({ board: work, boards: [home, work] }, change("b2", board("b2", "Atelier")));
		expect(renamed.board?.name).toBe("Atelier");
		const made = applyBoardChange(renamed, change("b2", board("b2", "Atelier", true)));
		const unmade = applyBoardChange(made, change("b1", board("b1", "Home")));
		expect(names(unmade)).toEqual(["Atelier", "Home"]);
	});

	it("removes a deleted board", () => {
		expect(names(applyBoardChange({ board: null, boards: [home, work] }, change("b2", null)))).toEqual(["Home"]);
	});
});
