import type { board } from "#db/schema/tasks.ts";

// Browser-safe and dependency-free: the one shape of a board outside the database (API, loaders, change log, pages).

export type BoardView = { id: string; name: string; isDefault: boolean; taskCount: number };

type BoardRow = typeof board.$inferSelect;

export function toBoardView(row: Pick<BoardRow, "id" | "name" | "isDefault">, taskCount: number): BoardView {
	return { id: row.id, name: row.name, isDefault: row.isDefault, taskCount };
}
