import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "#db/client.server.ts";
import { createTestDatabase, databaseKinds } from "#tests/setup/test-database.ts";

// A database that already has a "user" table of another shape: the first migration cannot apply.
const CONFLICT = 'create table "user" (legacy_id integer primary key)';

function startServer(env: Record<string, string>) {
	return spawnSync(process.execPath, ["server/main.ts"], {
		env: { PATH: process.env.PATH ?? "", PORT: "0", HOST: "127.0.0.1", ...env },
		encoding: "utf8",
		timeout: 60_000,
	});
}

describe.each(databaseKinds())("start-up when a migration fails on %s", (kind) => {
	// Two PGlite start-ups and a server's: longer than the project's 30 s on a busy machine.
	it("stops with a clear message and leaves the database as it was", { timeout: 120_000 }, async () => {
		if (kind === "pglite") {
			const dataDir = await mkdtemp(join(tmpdir(), "quadrant-broken-"));
			const seeded = new PGlite(join(dataDir, "pglite"));
			await seeded.exec(CONFLICT);
			await seeded.close();
			const result = startServer({ DATA_DIR: dataDir });
			const after = new PGlite(join(dataDir, "pglite"));
			const tables = await after.query<{ table_name: string }>(
				"select table_name from information_schema.tables where table_schema = 'public'",
			);
			await after.close();
			await rm(dataDir, { recursive: true, force: true });
			expect(result.status).toBe(1);
			expect(result.stdout + result.stderr).toContain("Database migration failed; no change was applied");
			expect(tables.rows.map((row) => row.table_name)).toEqual(["user"]);
			return;
		}
		const testDb = await createTestDatabase("postgres", { migrate: false });
		try {
			await testDb.database.db.execute(CONFLICT);
			const result = startServer({ DATABASE_URL: testDb.url ?? "" });
			expect(result.status).toBe(1);
			expect(result.stdout + result.stderr).toContain("Database migration failed; no change was applied");
			const rows = await queryRows<{ table_name: string }>(
				testDb.database.db,
				sql.raw("select table_name from information_schema.tables where table_schema = 'public'"),
			);
			expect(rows.map((row) => row.table_name)).toEqual(["user"]);
		} finally {
			await testDb.dispose();
		}
	});
});
