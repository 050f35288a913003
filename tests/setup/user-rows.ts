import { readdirSync } from "node:fs";
import { count, eq, getTableName, is } from "drizzle-orm";
import { getTableConfig, type PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "#db/client.server.ts";

export type UserColumn = { table: PgTable; column: PgColumn };

/**
 * Every table of the Drizzle schema (all of db/schema/*.ts, so tables added later are included) with the columns
 * that name a user: a `user_id` column or a foreign key to the user, and the user table's own id.
 */
export async function userColumns(): Promise<UserColumn[]> {
	const folder = new URL("../../db/schema/", import.meta.url);
	const found: UserColumn[] = [];
	for (const file of readdirSync(folder).filter((name) => name.endsWith(".ts"))) {
		const module: Record<string, unknown> = await import(new URL(file, folder).href);
		for (const table of Object.values(module)) {
			if (!is(table, PgTable)) continue;
			const config = getTableConfig(table);
			const referencing = new Set(
				config.foreignKeys.flatMap((key) => {
					const reference = key.reference();
					return getTableName(reference.foreignTable) === "user" ? reference.columns : [];
				}),
			);
			for (const column of config.columns) {
				const isUserId = column.name === "user_id" || referencing.has(column);
				const isUserTableId = config.name === "user" && column.name === "id";
				if (isUserId || isUserTableId) found.push({ table, column });
			}
		}
	}
	return found;
}

/** Rows per `table.column` that name this user, for each of `columns`. */
export async function userRowCounts(db: Db, columns: UserColumn[], userId: string): Promise<Record<string, number>> {
	const counts: Record<string, number> = {};
	for (const { table, column } of columns) {
		const [row] = await db.select({ value: count() }).from(table).where(eq(column, userId));
		const name = `${getTableName(table)}.${column.name}`;
		counts[name] = (counts[name] ?? 0) + (row?.value ?? 0);
	}
	return counts;
}
