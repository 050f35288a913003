import type { Query, SQL } from "drizzle-orm";
import { PgDialect, type PreparedQueryConfig, QueryBuilder, type SelectedFieldsOrdered } from "drizzle-orm/pg-core";
import type { Db } from "./client.server.ts";

const dialect = new PgDialect();

/** Builds selects without a connection, for `prebuiltSelect`: their values are `sql.placeholder`s. */
export const selectBuilder = new QueryBuilder(dialect);

type Select = {
	getSQL(): SQL;
	readonly _: { readonly selectedFields: Record<string, unknown>; readonly result: unknown };
};

/**
 * A select whose SQL text is built once, with `sql.placeholder`s for its values, then run on the pool or in any
 * transaction with the values given, its rows read as Drizzle reads them. Drizzle otherwise builds a statement's text
 * on every run: that was the largest part of a task move's own CPU (docs/performance.md). The selection must be flat
 * (each key a column or an SQL expression).
 */
export function prebuiltSelect<S extends Select>(
	select: S,
): (db: Db, values: Record<string, unknown>) => Promise<S["_"]["result"]> {
	const query: Query = dialect.sqlToQuery(select.getSQL());
	const fields = Object.entries(select._.selectedFields).map(([key, field]) => ({ path: [key], field }));
	type Run = PreparedQueryConfig & { execute: S["_"]["result"] };
	return (db, values) =>
		db._.session.prepareQuery<Run>(query, fields as SelectedFieldsOrdered, undefined, true).execute(values);
}

/**
 * Any statement built once like `prebuiltSelect` (an insert, update or delete, raw SQL), its values `sql.placeholder`s:
 * answers the rows as the driver reads them, as `queryRows` does.
 */
export function prebuiltStatement<Row>(statement: SQL): (db: Db, values: Record<string, unknown>) => Promise<Row[]> {
	const query: Query = dialect.sqlToQuery(statement);
	return async (db, values) => {
		const result = await db._.session.prepareQuery(query, undefined, undefined, false).execute(values);
		return (result as { rows: Row[] }).rows;
	};
}
