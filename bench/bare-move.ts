import { createServer } from "node:http";
import pg from "pg";
import { QUADRANTS } from "#core/constants.ts";
import { positionBefore } from "#core/tasks/placement.ts";

// Reference for the move: the statements our move sends for a task going to the end of another quadrant, written out
// once and sent with node-postgres from `node:http`, with none of our stack (no Hono, middleware, Drizzle, validation,
// better-auth or logging). The session is still asked once, as every signed-in request is. What a move costs beyond
// this is what our code adds; this itself is the practical limit of Node and PostgreSQL for a move on this machine.
// Each mover is a user, a task of theirs and their session: POST /move/<index of the mover> moves it.
type Mover = { userId: string; taskId: string; sessionToken: string };
const [port, databaseUrl, moversJson] = process.argv.slice(2);
const movers = JSON.parse(moversJson ?? "[]") as Mover[];
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const KNOWN_QUADRANTS = new Set<string>(QUADRANTS);

const SESSION = `select s.row_version as "rowVersion", coalesce(v.data_version, 0)::text as "dataVersion",
	coalesce(v.last_seq, 0)::text as "changeLogPosition",
	exists (select from account a where a.user_id = s.user_id and a.provider_id = 'google') as "hasGoogle" from "session" s left join user_change_seq v on v.user_id = s.user_id where s.token = $1`;
const LOCK = `select "id", "user_id", "board_id", "title", "description", "status", "priority", "due_date", "due_time",
	"repeat", "quadrant", "position", "completed_at", "is_example", "escalated_on", "is_pinned", "version", "created_at",
	"updated_at", (select coalesce(json_agg(json_build_object('id', locked.id, 'isDefault', locked.is_default)), '[]'::json)
	from ((select "id", "is_default" from "board" where ("board"."user_id" = $1 and "board"."id" in
	(select "board_id" from "task" where ("task"."id" = $2 and "task"."user_id" = $1))) order by "board"."id" asc
	for update)) as locked) as boards from "task" where ("task"."id" = $2 and "task"."user_id" = $1) for update`;
const COLUMN = `select "id", "position", ((select count(*) from "task" where ("task"."board_id" = $1 and
	"task"."quadrant" = $2 and "task"."is_example" = false)))::int as extra from "task" where ("task"."board_id" = $1 and
	"task"."quadrant" = $2) order by "task"."position" collate "C" desc limit 1`;
const WRITE = `with written as (update "task" set "quadrant" = $1, "position" = $2, "version" = $3, "updated_at" = $4
	where ("task"."id" = $5 and "task"."user_id" = $6) returning "id"), counter as (
	insert into user_change_seq (user_id, last_seq) select $6, 1 where exists (select from written)
	on conflict (user_id) do update set last_seq = user_change_seq.last_seq + 1 returning last_seq
	), logged as (insert into change_log (user_id, seq, entity, entity_id, action, data)
	select $6, last_seq, 'task', $5, 'updated', $7::jsonb from counter returning seq)
	select seq, pg_notify('quadrant_change', json_build_object('userId', $6::text, 'seq', seq)::text) from logged`;

async function move({ userId, taskId, sessionToken }: Mover, quadrant: string) {
	await pool.query(SESSION, [sessionToken]);
	const client = await pool.connect();
	try {
		await client.query("begin");
		const { rows } = await client.query(LOCK, [userId, taskId]);
		const current = rows[0];
		const column = await client.query(COLUMN, [current.board_id, quadrant]);
		const updatedAt = new Date();
		// The task as the API answers it, as our move logs and returns it.
		const view = {
			id: current.id,
			boardId: current.board_id,
			title: current.title,
			description: current.description,
			status: current.status,
			priority: current.priority,
			dueDate: current.due_date,
			dueTime: current.due_time?.slice(0, 5) ?? null,
			quadrant,
			repeat: current.repeat,
			position: positionBefore(column.rows, null),
			isExample: current.is_example,
			escalatedOn: current.escalated_on,
			isPinned: current.is_pinned,
			version: current.version + 1,
			completedAt: current.completed_at?.toISOString() ?? null,
			createdAt: current.created_at.toISOString(),
			updatedAt: updatedAt.toISOString(),
		};
		await client.query(WRITE, [
			quadrant,
			view.position,
			view.version,
			updatedAt.toISOString(),
			taskId,
			userId,
			JSON.stringify(view),
		]);
		await client.query("commit");
		return view;
	} catch (error) {
		await client.query("rollback");
		throw error;
	} finally {
		client.release();
	}
}

createServer((req, res) => {
	let body = "";
	req.on("data", (chunk: Buffer) => {
		body += chunk.toString();
	});
	req.on("end", async () => {
		const { quadrant } = JSON.parse(body) as { quadrant: string };
		const mover = movers[Number(req.url?.split("/")[2])];
		if (!mover || !KNOWN_QUADRANTS.has(quadrant)) return res.writeHead(400).end();
		const view = await move(mover, quadrant);
		res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(view));
	});
}).listen(Number(port), "127.0.0.1", () => console.log("ready"));
