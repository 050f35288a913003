import type { ChecklistItemView } from "./checklist-item-view.ts";

// Browser-safe and small (the task pages' queue replays it): one change of one item, as the page shows it at once and keeps it while it waits (offline, after a
// reload). A step names its item and the fields it changes, so replayed on top of a newer checklist from the server
// (another device's changes) it changes that item only: two devices ticking two items both win, and of two changes
// to one item the later one (applied last) wins.

export type ChecklistStep =
	| { op: "add"; item: ChecklistItemView }
	| { op: "set"; id: string; fields: Partial<Pick<ChecklistItemView, "title" | "isDone">> }
	| { op: "move"; id: string; position: string }
	| { op: "remove"; id: string };

/** The checklist with `step` applied, in order. A step on an item that is gone changes nothing. */
export function applyChecklistStep(items: readonly ChecklistItemView[], step: ChecklistStep): ChecklistItemView[] {
	switch (step.op) {
		case "add":
			return inOrder([...items.filter((item) => item.id !== step.item.id), step.item]);
		case "set":
			return items.map((item) => (item.id === step.id ? { ...item, ...step.fields } : item));
		case "move":
			return inOrder(items.map((item) => (item.id === step.id ? { ...item, position: step.position } : item)));
		case "remove":
			return items.filter((item) => item.id !== step.id);
	}
}

// Byte-wise, like the server's "C" collation.
const inOrder = (items: ChecklistItemView[]) =>
	items.sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : a.id < b.id ? -1 : 1));
