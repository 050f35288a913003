import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { DESCRIBED_TABLES } from "./tables.ts";

// Every module of db/schema, new ones included, as drizzle-kit reads them (drizzle.config.ts: ./db/schema/*.ts).
const schemaModules = import.meta.glob<Record<string, unknown>>("/db/schema/*.ts", { eager: true });

function schemaTables(): string[] {
	return Object.values(schemaModules)
		.flatMap((module) => Object.values(module))
		.filter((value) => is(value, PgTable))
		.map((table) => getTableName(table as PgTable));
}

describe("the privacy page's data inventory", () => {
	it("finds the schema's tables", () => {
		expect(schemaTables()).toContain("task");
		expect(schemaTables().length).toBeGreaterThan(10);
	});

	it("describes every table in db/schema, so a new table cannot hold personal data unannounced", () => {
		const missing = schemaTables().filter((table) => !(DESCRIBED_TABLES as readonly string[]).includes(table));
		expect(missing, "add these tables to app/content/privacy/tables.ts and to each language's privacy text").toEqual(
			[],
		);
	});

	it("describes no table that is not in the schema any more", () => {
		const tables = schemaTables();
		expect(DESCRIBED_TABLES.filter((table) => !tables.includes(table))).toEqual([]);
	});
});
