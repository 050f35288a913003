import pg from "pg";

export const SCALE_USERS = 10_000;
export const SCALE_TASKS_PER_USER = 100;

const QUADRANTS = "array['urgent-important','not-urgent-important','urgent-not-important','not-urgent-not-important']";

/**
 * Fills the database with 10,000 other users, each with a default board of 100 tasks (1M tasks), in a few
 * statements that PostgreSQL runs set-wise, then vacuums (with the planner's statistics) and checkpoints.
 */
export async function loadScale(databaseUrl: string): Promise<{ seconds: number; tasks: number }> {
	const client = new pg.Client({ connectionString: databaseUrl });
	await client.connect();
	const started = performance.now();
	try {
		// One transaction with foreign-key triggers off (the rows are consistent by construction): the checks, one
		// per row, cost more than the rows themselves.
		await client.query("begin");
		await client.query("set local session_replication_role = replica");
		await client.query(`insert into "user" (id, name, email, is_anonymous)
			select 'scale-' || g, '', 'scale-' || g || '@scale.invalid', true from generate_series(1, ${SCALE_USERS}) g`);
		await client.query(`insert into board (user_id, name, is_default)
			select 'scale-' || g, 'My board', true from generate_series(1, ${SCALE_USERS}) g`);
		await client.query(`insert into task (id, user_id, board_id, title, description, quadrant, position)
			select gen_random_uuid(), b.user_id, b.id, 'Task ' || t, 'A line of description.',
				(${QUADRANTS})[1 + t % 4], 'a' || lpad(t::text, 4, '0')
			from board b cross join generate_series(1, ${SCALE_TASKS_PER_USER}) t
			where b.user_id like 'scale-%'`);
		await client.query("commit");
		// A table the moment after a bulk load is in a state no database in use is in: its visibility map empty (an
		// index-only scan reads the table too), its insert-triggered autovacuum and a checkpoint of the load's WAL both
		// due, to run during the measurements. Both are done here, as they would have been long before on a live one.
		await client.query("vacuum (analyze)");
		await client.query("checkpoint");
		const { rows } = await client.query<{ count: string }>("select count(*) from task");
		return { seconds: Math.round((performance.now() - started) / 100) / 10, tasks: Number(rows[0]?.count ?? 0) };
	} finally {
		await client.end();
	}
}

/** The plans of the queries that listing a board and moving a task run, for docs/performance.md. */
export async function explainPlans(databaseUrl: string, userId: string): Promise<string> {
	const client = new pg.Client({ connectionString: databaseUrl });
	await client.connect();
	try {
		const [boardRow] = (await client.query(`select id from board where user_id = $1 and is_default`, [userId])).rows;
		const [taskRow] = (await client.query(`select id from task where user_id = $1 limit 1`, [userId])).rows;
		const queries: [string, string, unknown[]][] = [
			[
				"session and user (one query per signed-in request)",
				`select s.*, u.* from "session" s join "user" u on u.id = s.user_id where s.token = (select token from "session" where user_id = $1 limit 1)`,
				[userId],
			],
			["default board", `select * from board where user_id = $1 and is_default = true`, [userId]],
			[
				"tasks of a board",
				`select * from task where board_id = $1 and user_id = $2 order by quadrant, position collate "C", id`,
				[boardRow?.id, userId],
			],
			[
				"a task of the user (move)",
				`select * from task where id = $1 and user_id = $2 for update`,
				[taskRow?.id, userId],
			],
			[
				"neighbours in a quadrant (move)",
				`select position from task where board_id = $1 and quadrant = 'urgent-important' order by position collate "C" desc limit 1`,
				[boardRow?.id],
			],
		];
		const sections: string[] = [];
		for (const [name, sql, params] of queries) {
			await client.query("begin");
			const { rows } = await client.query(`explain (analyze, buffers, costs off, summary off) ${sql}`, params);
			await client.query("rollback");
			sections.push(`-- ${name}\n${rows.map((row) => row["QUERY PLAN"]).join("\n")}`);
		}
		return sections.join("\n\n");
	} finally {
		await client.end();
	}
}
