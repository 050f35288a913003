import { describe, expect, it } from "vitest";
import type { ChecklistItemView } from "./checklist-item-view.ts";
import { beforeForStep, itemAfter, itemPositionBefore } from "./checklist-placement.ts";
import { applyChecklistStep, type ChecklistStep } from "./checklist-steps.ts";

/** Adds items titled `titles` one after another at the end, as the editor does. */
function listOf(...titles: string[]): ChecklistItemView[] {
	return titles.reduce<ChecklistItemView[]>(
		(items, title) =>
			applyChecklistStep(items, {
				op: "add",
				item: { id: title, title, isDone: false, position: itemPositionBefore(items, null) },
			}),
		[],
	);
}
const titles = (items: readonly ChecklistItemView[]) => items.map((item) => item.title);
/** Moves `id` as Alt+↑ (-1) or Alt+↓ (+1) does. */
const step = (items: ChecklistItemView[], id: string, direction: -1 | 1) => {
	const before = beforeForStep(items, id, direction);
	if (before === undefined) return items;
	return applyChecklistStep(items, { op: "move", id, position: itemPositionBefore(items, before, id) });
};

describe("checklist ordering", () => {
	it("adds at the end, or before the item named", () => {
		const items = listOf("A", "B");
		const added = applyChecklistStep(items, {
			op: "add",
			item: { id: "Z", title: "Z", isDone: false, position: itemPositionBefore(items, "B") },
		});
		expect(titles(added)).toEqual(["A", "Z", "B"]);
	});

	it("moves an item one place up or down with Alt+↑/↓, and not past either end", () => {
		let items = listOf("A", "B", "C");
		items = step(items, "C", -1);
		expect(titles(items)).toEqual(["A", "C", "B"]);
		items = step(items, "A", 1);
		expect(titles(items)).toEqual(["C", "A", "B"]);
		items = step(items, "A", 1);
		expect(titles(items)).toEqual(["C", "B", "A"]);
		expect(titles(step(items, "A", 1))).toEqual(["C", "B", "A"]);
		expect(titles(step(items, "C", -1))).toEqual(["C", "B", "A"]);
	});

	it("keeps a consistent order through many random moves, each changing one item's position", () => {
		let items = listOf(...Array.from({ length: 30 }, (_, index) => `item ${index}`));
		let expected = titles(items);
		let seed = 7;
		const random = (limit: number) => {
			seed = (seed * 1103515245 + 12345) % 2 ** 31;
			return seed % limit;
		};
		for (let move = 0; move < 1000; move++) {
			const moved = items[random(items.length)] as ChecklistItemView;
			const direction = random(2) === 0 ? -1 : 1;
			const next = step(items, moved.id, direction);
			// One item changed place, every other kept its position.
			expect(next.filter((item) => !items.some((old) => old.position === item.position)).length).toBeLessThanOrEqual(1);
			const index = expected.indexOf(moved.title);
			const target = index + direction;
			if (target >= 0 && target < expected.length) {
				expected = [...expected];
				[expected[index], expected[target]] = [expected[target] as string, moved.title];
			}
			items = next;
			expect(titles(items)).toEqual(expected);
		}
	});

	it("names the item after a deleted one, for its Undo", () => {
		const items = listOf("A", "B", "C");
		expect(itemAfter(items, "A")).toBe("B");
		expect(itemAfter(items, "C")).toBeNull();
	});
});

describe("checklist merge rules", () => {
	const tick = (id: string): ChecklistStep => ({ op: "set", id, fields: { isDone: true } });

	it("keeps both when two devices tick different items: each step replays on the other's result", () => {
		const start = listOf("A", "B");
		// The server has the phone's tick; the laptop's own tick still waits, shown on top of it.
		const fromServer = applyChecklistStep(start, tick("A"));
		const shownOnLaptop = applyChecklistStep(fromServer, tick("B"));
		expect(shownOnLaptop.map((item) => item.isDone)).toEqual([true, true]);
	});

	it("lets the later of two changes to one item win, field by field", () => {
		const start = listOf("A");
		const renamed = applyChecklistStep(start, { op: "set", id: "A", fields: { title: "First" } });
		const ticked = applyChecklistStep(renamed, tick("A"));
		const renamedAgain = applyChecklistStep(ticked, { op: "set", id: "A", fields: { title: "Second" } });
		expect(renamedAgain).toEqual([expect.objectContaining({ title: "Second", isDone: true })]);
	});

	it("changes nothing when the item was deleted elsewhere, and adds an item once however often it is replayed", () => {
		const start = listOf("A");
		expect(applyChecklistStep(start, tick("gone"))).toEqual(start);
		const item = { id: "N", title: "New", isDone: false, position: itemPositionBefore(start, null) };
		const once = applyChecklistStep(start, { op: "add", item });
		expect(applyChecklistStep(once, { op: "add", item })).toEqual(once);
		expect(applyChecklistStep(once, { op: "remove", id: "N" })).toEqual(start);
	});
});
