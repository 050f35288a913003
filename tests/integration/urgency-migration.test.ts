import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client.server.ts";
import { MIGRATIONS_FOLDER, runMigrations } from "#db/migrate.server.ts";
import { createTestDatabase, databaseKinds } from "#tests/setup/test-database.ts";

/** The real migrations up to and including `lastIdx`: a database as it was before a later release. */
async function migrationsUpTo(lastIdx: number): Promise<string> {
	const folder = await mkdtemp(join(tmpdir(), "quadrant-migrations-"));
	await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
	const journalPath = join(folder, "meta", "_journal.json");
	const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { idx: number }[] };
	journal.entries = journal.entries.filter((entry) => entry.idx <= lastIdx);
	await writeFile(journalPath, JSON.stringify(journal));
	return folder;
}

// ADR 0032: the urgency rule is on for new users and off for the users there were before it.
for (const kind of databaseKinds()) {
	describe(`the urgency setting's migration on ${kind}`, () => {
		let before: string;
		beforeAll(async () => {
			before = await migrationsUpTo(17);
		});
		afterAll(() => rm(before, { recursive: true, force: true }));

		it("turns the rule off for every existing user, with or without settings, and on for users created after", async () => {
			const { database, dispose } = await createTestDatabase(kind, { migrationsFolder: before });
			try {
				const addUser = (id: string) =>
					database.db.execute(sql`insert into "user" (id, name, email) values (${id}, ${id}, ${`${id}@example.test`})`);
				await addUser("with-settings");
				await database.db.execute(sql`insert into user_settings (user_id, reminder_hour) values ('with-settings', 7)`);
				await addUser("without-settings");
				await runMigrations(database);
				await addUser("newcomer");
				await database.db.execute(sql`insert into user_settings (user_id) values ('newcomer')`);
				const rows = await queryRows<{ user_id: string; urgency_days: number | null; reminder_hour: number }>(
					database.db,
					sql`select user_id, urgency_days, reminder_hour from user_settings order by user_id`,
				);
				expect(rows).toEqual([
					{ user_id: "newcomer", urgency_days: 2, reminder_hour: 9 },
					{ user_id: "with-settings", urgency_days: null, reminder_hour: 7 },
					{ user_id: "without-settings", urgency_days: null, reminder_hour: 9 },
				]);
			} finally {
				await dispose();
			}
		});
	});
}
