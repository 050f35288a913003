import { randomUUID } from "node:crypto";
import { expect, onTestFailed } from "vitest";
import { answerProblem } from "#tests/setup/answer-problem.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";
import { hostileBody } from "#tests/setup/hostile-bodies.ts";
import { seededRandom } from "#tests/setup/seeded-random.ts";
import { TEST_BASE_URL } from "#tests/setup/test-app.ts";

// Generated bodies (NUL, lone surrogates, 1 MiB strings, deep nesting, huge numbers, wrong types, broken JSON) to
// every JSON endpoint of /api/v1: each answer is a success or a structured 4xx, never a 5xx. Replay a failure with
// API_FUZZ_SEED=<the printed seed>.

const BODIES = 400;

type Ids = { task: string; board: string };
/** An endpoint, the fields it reads, and a body it accepts (mutated by the generator). */
type Endpoint = {
	method: string;
	path: (ids: Ids) => string;
	fields: readonly string[];
	valid: (ids: Ids) => Record<string, unknown>;
};

const TASK_FIELDS = ["title", "description", "status", "priority", "dueDate", "dueTime", "quadrant"] as const;
const PUSH_ENDPOINT = "https://fcm.googleapis.com/fcm/send/fuzz";
const PUSH_KEYS = { p256dh: "B".repeat(87), auth: "A".repeat(22) };
const ENDPOINTS: Endpoint[] = [
	{
		method: "POST",
		path: () => "/api/v1/tasks",
		fields: ["id", ...TASK_FIELDS, "boardId", "before"],
		valid: () => ({ id: randomUUID(), title: "Fuzz", quadrant: "urgent-important" }),
	},
	{
		method: "PATCH",
		path: ({ task }) => `/api/v1/tasks/${task}`,
		fields: [...TASK_FIELDS, "version"],
		valid: () => ({ title: "Renamed" }),
	},
	{
		method: "POST",
		path: ({ task }) => `/api/v1/tasks/${task}/move`,
		fields: ["quadrant", "before", "boardId"],
		valid: () => ({ quadrant: "not-urgent-important" }),
	},
	{
		method: "POST",
		path: () => "/api/v1/tasks/bulk-delete",
		fields: ["boardId", "quadrant"],
		valid: ({ board }) => ({ boardId: board, quadrant: "not-urgent-not-important" }),
	},
	{
		method: "POST",
		path: () => "/api/v1/boards",
		fields: ["id", "name"],
		valid: () => ({ id: randomUUID(), name: "Another" }),
	},
	{
		method: "PATCH",
		path: ({ board }) => `/api/v1/boards/${board}`,
		fields: ["name", "isDefault"],
		valid: () => ({ name: "Renamed board" }),
	},
	{
		method: "PATCH",
		path: () => "/api/v1/view-options",
		fields: ["showDateTags", "showDescriptions", "showCompletedBadge", "hideCompleted", "phoneGrid"],
		valid: () => ({ hideCompleted: true }),
	},
	{
		method: "PATCH",
		path: () => "/api/v1/settings",
		fields: [
			"notificationsEnabled",
			"newsletterSubscribed",
			"timeZone",
			"reminderOffsetMinutes",
			"reminderHour",
			"quietHoursStart",
			"quietHoursEnd",
			"dailyDigestTime",
			"dailyDigestByEmail",
			"urgencyDays",
		],
		valid: () => ({ timeZone: "Europe/Paris" }),
	},
	{
		method: "POST",
		path: () => "/api/v1/push-subscriptions",
		fields: ["endpoint", "keys", "locale"],
		valid: () => ({ endpoint: PUSH_ENDPOINT, keys: PUSH_KEYS, locale: "en" }),
	},
	{
		method: "DELETE",
		path: () => "/api/v1/push-subscriptions",
		fields: ["endpoint"],
		valid: () => ({ endpoint: PUSH_ENDPOINT }),
	},
	{
		method: "POST",
		path: () => "/api/v1/account/credentials",
		fields: ["email", "password"],
		valid: () => ({ email: `fuzz-${randomUUID()}@example.com`, password: "a long enough password" }),
	},
	{
		method: "POST",
		path: () => "/api/v1/account/password",
		fields: ["password"],
		valid: () => ({ password: "a long enough password" }),
	},
	{
		method: "DELETE",
		path: () => "/api/v1/account",
		fields: ["confirmation"],
		valid: () => ({ confirmation: "not the word" }),
	},
	{
		method: "POST",
		path: () => "/api/v1/billing/checkout",
		fields: ["interval", "locale"],
		valid: () => ({ interval: "month" }),
	},
	{ method: "POST", path: () => "/api/v1/billing/portal", fields: ["locale"], valid: () => ({}) },
	{
		method: "POST",
		path: () => "/api/v1/billing/test/complete",
		fields: ["interval"],
		valid: () => ({ interval: "month" }),
	},
];

describeEachDatabase("fuzzed bodies to /api/v1", () => {
	test(`answer ${BODIES} generated bodies with a success or a structured 4xx, never a 5xx`, async ({
		app,
		newUser,
	}) => {
		const seed = Number(process.env.API_FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
		onTestFailed(() => {
			console.info(`API fuzzing failed: replay with API_FUZZ_SEED=${seed}`);
		});
		const random = seededRandom(seed);
		const client = await newUser({ subscription: {} });
		const board = await client.json<{ id: string }>(client.post("/api/v1/boards", { id: randomUUID(), name: "Fuzz" }));
		const task = await client.json<{ id: string }>(
			client.post("/api/v1/tasks", { id: randomUUID(), title: "Fuzz", quadrant: "urgent-important" }),
		);
		const ids = { task: task.id, board: board.id };

		const failures: string[] = [];
		let unauthorized = 0;
		for (let index = 0; index < BODIES; index++) {
			const endpoint = random.pick(ENDPOINTS);
			const body = hostileBody(random, endpoint.fields, endpoint.valid(ids));
			const path = endpoint.path(ids);
			// Kept cookies: adding credentials signs the user in again with a new session.
			const response = client.jar.store(
				await app.request(path, {
					method: endpoint.method,
					headers: {
						origin: TEST_BASE_URL,
						"content-type": "application/json",
						cookie: client.jar.header(),
						// Now and then a retry key, sometimes one already used for another request.
						...(random.chance(0.2) ? { "idempotency-key": `fuzz-key-${random.below(5)}` } : {}),
					},
					body: body.text,
				}),
			);
			if (response.status === 401) unauthorized++;
			const problem = await answerProblem(response);
			if (problem) failures.push(`seed ${seed} #${index} ${endpoint.method} ${path} ${body.summary}: ${problem}`);
		}
		expect(failures).toEqual([]);
		// The bodies reached the routes: the session held throughout.
		expect(unauthorized).toBe(0);
	});
});
