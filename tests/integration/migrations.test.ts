import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client.server.ts";
import { MIGRATIONS_FOLDER, MigrationError, runMigrations } from "#db/migrate.server.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database.ts";

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

async function tableNames(testDb: TestDatabase): Promise<string[]> {
	const rows = await queryRows<{ table_name: string }>(
		testDb.database.db,
		sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
	);
	return rows.map((row) => row.table_name);
}

describe.each(databaseKinds())("migrations on %s", (kind) => {
	let testDb: TestDatabase;
	let brokenFolder: string;
	beforeAll(async () => {
		testDb = await createTestDatabase(kind);
		brokenFolder = await migrationsWithBrokenStep();
	});
	afterAll(async () => {
		await testDb.dispose();
		await rm(brokenFolder, { recursive: true, force: true });
	});

	it("creates the schema and is a no-op when run again", async () => {
		const before = await tableNames(testDb);
		expect(before).toEqual(expect.arrayContaining(["user", "session", "account", "verification"]));
		await runMigrations(testDb.database);
		expect(await tableNames(testDb)).toEqual(before);
	});

	it("stops with a clear error and leaves the database as it was when a migration fails", async () => {
		const before = await tableNames(testDb);
		const countApplied = () =>
			queryRows(testDb.database.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
		const applied = await countApplied();
		const error = await runMigrations(testDb.database, brokenFolder).catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(MigrationError);
		expect((error as Error).message).toMatch(/migration failed; no change was applied/i);
		expect((error as Error).message).toContain("table_that_does_not_exist");
		expect(await tableNames(testDb)).toEqual(before);
		expect(await countApplied()).toEqual(applied);
	});
});
