import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { type Database, queryRows } from "#db/client.server.ts";
import { MIGRATIONS_FOLDER, MigrationError, runMigrations } from "#db/migrate.server.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";

/** A copy of the real migrations plus one that creates a table and then fails half-way. */
async function migrationsWithBrokenStep(): Promise<string> {
	const folder = await mkdtemp(join(tmpdir(), "quadrant-migrations-"));
	await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
	const journalPath = join(folder, "meta", "_journal.json");
	const journal = JSON.parse(await readFile(journalPath, "utf8"));
	const last = journal.entries.at(-1);
	journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: "9999_broken" });
	await writeFile(journalPath, JSON.stringify(journal));
	await writeFile(
		join(folder, "9999_broken.sql"),
		'CREATE TABLE "half_done" ("id" integer);\n--> statement-breakpoint\nSELECT * FROM "table_that_does_not_exist";\n',
	);
	return folder;
}

async function tableNames(database: Database): Promise<string[]> {
	const rows = await queryRows<{ table_name: string }>(
		database.db,
		sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
	);
	return rows.map((row) => row.table_name);
}

describeEachDatabase("migrations", () => {
	let brokenFolder: string;
	beforeAll(async () => {
		brokenFolder = await migrationsWithBrokenStep();
	});
	afterAll(() => rm(brokenFolder, { recursive: true, force: true }));

	test("creates the schema and is a no-op when run again", async ({ database }) => {
		const before = await tableNames(database);
		expect(before).toEqual(expect.arrayContaining(["user", "session", "account", "verification"]));
		await runMigrations(database);
		expect(await tableNames(database)).toEqual(before);
	});

	test("stops with a clear error and leaves the database as it was when a migration fails", async ({ database }) => {
		const before = await tableNames(database);
		const countApplied = () => queryRows(database.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
		const applied = await countApplied();
		const error = await runMigrations(database, brokenFolder).catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(MigrationError);
		expect((error as Error).message).toMatch(/migration failed; no change was applied/i);
		expect((error as Error).message).toContain("table_that_does_not_exist");
		expect(await tableNames(database)).toEqual(before);
		expect(await countApplied()).toEqual(applied);
	});
});
