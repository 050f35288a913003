import { positionBefore } from "#core/tasks/placement.ts";
import type { ChecklistItemView } from "./checklist-item-view.ts";

// Browser-safe: where an item goes, by the tasks' fractional keys. Loaded with the checklist's editor, not the page.

/** Where an item goes before `before` (at the end when null or absent) among the others, as the server places it. */
export function itemPositionBefore(items: readonly ChecklistItemView[], before: string | null, exceptId?: string) {
	return positionBefore(
		items.filter((item) => item.id !== exceptId),
		before,
	);
}

/**
 * The item an item goes before when moved one place up (-1) or down (+1) with Alt+↑/↓: `null` for the end, `undefined`
 * when it is already first or last.
 */
export function beforeForStep(
	items: readonly ChecklistItemView[],
	id: string,
	direction: -1 | 1,
): string | null | undefined {
	const index = items.findIndex((item) => item.id === id);
	if (index < 0) return undefined;
	if (direction === -1) return index === 0 ? undefined : (items[index - 1]?.id ?? undefined);
	if (index === items.length - 1) return undefined;
	return items[index + 2]?.id ?? null;
}

/** The item after `id`, which an Undo of its deletion puts it back before (null: it was last). */
export const itemAfter = (items: readonly ChecklistItemView[], id: string): string | null => {
	const index = items.findIndex((item) => item.id === id);
	return index < 0 ? null : (items[index + 1]?.id ?? null);
};
