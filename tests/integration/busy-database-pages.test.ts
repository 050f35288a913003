import pg from "pg";
import { expect } from "vitest";
import { createDatabase, type Database } from "#db/client.server.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";
import { pageBuildForFile } from "#tests/setup/page-build.ts";
import { createTestApp } from "#tests/setup/test-app.ts";
import type { DatabaseKind } from "#tests/setup/test-database.ts";
import { newUserOf } from "#tests/setup/test-user.ts";

// D11: a page whose data the database cannot give in time (a locked table, no free connection) is a busy server, as
// the API says (database-timeouts.test.ts): 503 with Retry-After and a page saying so in the page's language, logged
// as a warning. It used to be a 500 "Internal Server Error" and an error-level line.
const loadBuild = pageBuildForFile();

const TIMEOUT_MS = 400;
const ERROR_LEVEL = 50;
const WARN_LEVEL = 40;

/**
 * Runs `use` while every read of the task table fails as a statement timeout does. On PostgreSQL another session
 * really locks the table and the pool's statement timeout fires. PGlite is one connection in the process, where no
 * other session can hold a lock and no timeout fires: there the table is swapped for a view whose reads fail with
 * the SQLSTATE of a statement timeout (57014, query_canceled), which is what the server tells apart.
 */
async function whileTaskTableBusy(kind: DatabaseKind, database: Database, use: () => Promise<void>) {
	if (kind === "postgres") {
		const locker = new pg.Client({ connectionString: database.url });
		await locker.connect();
		try {
			await locker.query("begin");
			await locker.query("lock table task in access exclusive mode");
			await use();
		} finally {
			await locker.query("rollback");
			await locker.end();
		}
		return;
	}
	const pglite = database.pglite;
	if (!pglite) throw new Error("a PGlite database has its client");
	await pglite.exec(`
		create function statement_timed_out() returns boolean language plpgsql as $$
		begin raise exception 'canceling statement due to statement timeout' using errcode = 'query_canceled'; end $$;
		alter table task rename to task_held;
		create view task as select * from task_held where statement_timed_out();
	`);
	try {
		await use();
	} finally {
		await pglite.exec("drop view task; alter table task_held rename to task; drop function statement_timed_out();");
	}
}

describeEachDatabase("pages while the database is busy", (kind) => {
	test("answer 503 with Retry-After and a page in their language, logged as a warning", async ({
		database,
		subscribe,
	}) => {
		// On PostgreSQL a pool with short timeouts (the server's default statement timeout is 10 s).
		const pageDatabase =
			kind === "postgres"
				? createDatabase({ databaseUrl: database.url, statementTimeoutMs: TIMEOUT_MS, acquireTimeoutMs: TIMEOUT_MS })
				: database;
		const lines: Array<{ level: number; msg: string }> = [];
		const app = createTestApp(
			pageDatabase,
			{ AUTH_RATE_LIMIT_PER_MINUTE: "1000" },
			{ loadBuild, logStream: { write: (line) => void lines.push(JSON.parse(line)) } },
		);
		try {
			const user = await newUserOf(app, subscribe)();
			const html = { accept: "text/html" };
			await whileTaskTableBusy(kind, database, async () => {
				const french = await user.get("/fr/matrix", html);
				expect(french.status).toBe(503);
				expect(Number(french.headers.get("retry-after"))).toBeGreaterThan(0);
				expect(french.headers.get("content-type")).toMatch(/^text\/html/);
				const page = await french.text();
				expect(page).toContain('<html lang="fr"');
				expect(page).toContain("Erreur 503");
				expect(page).toContain("Le serveur est très sollicité");
				expect(page).toContain("Réessayez dans quelques secondes.");
				expect(page).not.toContain("Erreur interne du serveur");

				const english = await user.get("/matrix", html);
				expect(english.status).toBe(503);
				expect(Number(english.headers.get("retry-after"))).toBeGreaterThan(0);
				expect(await english.text()).toContain("The server is busy");

				// A navigation in the app asks for the page's data alone: its error page is the same.
				const data = await user.get("/fr/matrix.data");
				expect(data.status).toBe(503);
				expect(await data.text()).toContain("Service Unavailable");
			});
			expect((await user.get("/fr/matrix", html)).status).toBe(200);
		} finally {
			if (pageDatabase !== database) await pageDatabase.close();
		}
		expect(lines.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
		const busy = lines.filter((line) => line.msg === "database busy: page answered 503");
		expect(busy.map((line) => line.level)).toEqual([WARN_LEVEL, WARN_LEVEL, WARN_LEVEL]);
	});
});
