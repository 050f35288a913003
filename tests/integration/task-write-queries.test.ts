import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";
import { recordStatements } from "#tests/setup/record-statements.ts";
import type { TestUser } from "#tests/setup/test-user.ts";

// Every statement of a write is a round trip while its board is locked (issue 14): a move locks its task and boards in
// one statement, and a task coming into a quadrant reads the column it goes into and the quadrant's count in one
// statement, and asks the plan only when the count is at the Free limit (below it, every plan has room).
type Task = { id: string };
const FREE_LIMIT = 3;

describeEachDatabase("the statements of a task coming into a quadrant", () => {
	test.override("appEnv", { FREE_TASKS_PER_QUADRANT: String(FREE_LIMIT) });

	async function statementsOf(database: Parameters<typeof recordStatements>[0], request: () => Promise<Response>) {
		const recording = recordStatements(database);
		let status: number;
		try {
			status = (await request()).status;
		} finally {
			recording.restore();
		}
		return { status, statements: recording.statements };
	}

	const create = (user: TestUser, quadrant: string) =>
		user.post("/api/v1/tasks", { id: randomUUID(), title: "Task", quadrant });
	const moveTo = (user: TestUser, task: Task, quadrant: string) =>
		user.post(`/api/v1/tasks/${task.id}/move`, { quadrant, before: null });
	const plans = (statements: string[]) => statements.filter((statement) => /from "subscription"/.test(statement));
	const counts = (statements: string[]) => statements.filter((statement) => /count\(/.test(statement));

	test("below the Free limit: one statement reads the column and the count, and the plan is not asked", async ({
		newUser,
		database,
	}) => {
		const user = await newUser();
		const task = await user.json<Task>(create(user, "urgent-important"));
		const created = await statementsOf(database, () => create(user, "not-urgent-important"));
		expect(created.status).toBe(201);
		expect(plans(created.statements)).toEqual([]);
		expect(counts(created.statements)).toHaveLength(1);
		const moved = await statementsOf(database, () => moveTo(user, task, "not-urgent-important"));
		expect(moved.status).toBe(200);
		expect(plans(moved.statements)).toEqual([]);
		expect(counts(moved.statements)).toHaveLength(1);
		// The session, the task with its boards (all locked), the column with its count, the write with its log entry; and
		// BEGIN and COMMIT around all but the first (PGlite sends those itself, unrecorded).
		expect(moved.statements.filter((statement) => !/^(begin|commit)\b/i.test(statement))).toHaveLength(4);
	});

	test("at the Free limit: the plan is asked, Free is refused and Pro is let in", async ({ newUser, database }) => {
		const [free, pro] = [await newUser(), await newUser({ subscription: { status: "active" } })];
		for (const user of [free, pro]) {
			for (let index = 0; index < FREE_LIMIT; index++) {
				expect((await create(user, "urgent-important")).status).toBe(201);
			}
		}
		const refused = await statementsOf(database, () => create(free, "urgent-important"));
		expect(refused.status).toBe(403);
		expect(plans(refused.statements)).toHaveLength(1);
		const letIn = await statementsOf(database, () => create(pro, "urgent-important"));
		expect(letIn.status).toBe(201);
		expect(plans(letIn.statements)).toHaveLength(1);
	});
});
