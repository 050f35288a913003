import { randomUUID } from "node:crypto";
import { expect, onTestFailed } from "vitest";
import { answerProblem } from "#tests/setup/answer-problem.ts";
import { type ApiClient, apiClient } from "#tests/setup/api-client.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";
import { hostileBody } from "#tests/setup/hostile-bodies.ts";
import { seededRandom } from "#tests/setup/seeded-random.ts";
import type { TestApp } from "#tests/setup/test-app.ts";
import { TEST_BASE_URL } from "#tests/setup/test-app.ts";
import { newUserOf } from "#tests/setup/test-user.ts";

// Every route the app can list (Hono's own under /api, better-auth's from its endpoint table) sent hostile path
// parameters, query strings, bodies and content types, signed in and signed out: each answer is a success or a 4xx
// (structured under /api/v1), never a 5xx, and nothing is logged at error level. A route added later is fuzzed without
// editing this file. Replay a failure with API_FUZZ_SEED=<the printed seed>.

/** Requests per route and per side (signed in, signed out). */
const REQUESTS_PER_ROUTE = 4;
const ERROR_LEVEL = 50;

type Route = { method: string; path: string };
type Random = ReturnType<typeof seededRandom>;

/** What a fuzzer puts where an id goes; the caller's own ids are used too, so that bodies reach the handlers. */
const HOSTILE_PARAMS = [
	"%00",
	"\0",
	"abc%00",
	`${randomUUID()}%00`,
	"x".repeat(5000),
	"%F0%9F%98%80",
	"😀",
	"..",
	"%2e%2e",
	"..%2F..%2Fhealthz",
	"%",
	"%E0%A4%A",
	"%ED%A0%80",
	"'%20or%20'1'%3D'1",
	"__proto__",
	"-1",
	"1e400",
];
const QUERY_KEYS = ["after", "limit", "cursor", "boardId", "quadrant", "locale", "token", "callbackURL", "id", "page"];
const QUERY_VALUES = [
	"%00",
	"-1",
	"1e400",
	"123456789012345678901234567890",
	"NaN",
	"%ED%A0%80",
	"https://evil.example/",
	"//evil.example",
	"javascript:alert(1)",
	"..%2F..%2F",
	"x".repeat(10_000),
	"%F0%9F%98%80",
	"",
];
/** Field names the app's endpoints read, so that hostile values land on real fields. */
const FIELDS = [
	"id",
	"title",
	"name",
	"email",
	"password",
	"newPassword",
	"currentPassword",
	"token",
	"code",
	"callbackURL",
	"image",
	"quadrant",
	"boardId",
	"version",
	"endpoint",
	"keys",
	"locale",
	"confirmation",
	"interval",
	"providerId",
	"sessionToken",
];
const CONTENT_TYPES = [
	"application/json",
	"application/json",
	"application/json; charset=utf-16",
	"text/plain",
	"application/x-www-form-urlencoded",
	"multipart/form-data; boundary=fuzz",
	"application/xml",
	"",
];
const HOSTILE_COOKIES = ["garbage", "%00", "a.b.c", "x".repeat(5000)];

describeEachDatabase("fuzzed requests to every /api route", () => {
	test("answer every route's hostile requests with a success or a 4xx, never a 5xx, and log no error", async ({
		appWith,
		subscribe,
		db,
	}) => {
		const seed = Number(process.env.API_FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
		onTestFailed(() => {
			console.info(`API route fuzzing failed: replay with API_FUZZ_SEED=${seed}`);
		});
		const random = seededRandom(seed);
		const lines: Array<{ level: number; msg: string; path?: string }> = [];
		const app = appWith(
			{ AUTH_RATE_LIMIT_PER_MINUTE: "100000" },
			{ logStream: { write: (line) => void lines.push(JSON.parse(line)) } },
		);
		const routes = everyRoute(app);
		// The listing found both route tables (a change in either library's shape would otherwise fuzz nothing).
		const paths = new Set(routes.map((route) => route.path));
		expect(paths).toContain("/api/v1/tasks/:id");
		expect(paths).toContain("/api/v1/events");
		expect(paths).toContain("/api/auth/sign-in/email");
		expect(paths).toContain("/api/auth/two-factor/enable");

		const newUser = newUserOf(app, subscribe, db);
		const failures: string[] = [];
		for (const route of routes) {
			// A user of its own per route: a route may end its session (sign-out, account deletion).
			const user = await newUser({ subscription: {} });
			const ids = await ownIds(user);
			const signedOut = apiClient(app, { ip: `198.51.100.${1 + random.below(250)}` });
			for (const client of [user, signedOut]) {
				for (let index = 0; index < REQUESTS_PER_ROUTE; index++) {
					// The first a plain one (own ids, an empty JSON body), so that every handler is reached past its checks.
					const request = index === 0 ? plainRequest(route, ids) : hostileRequest(random, route, ids);
					const cookie = client.jar.cookies.size
						? client.jar.header()
						: random.chance(0.3)
							? `better-auth.session_token=${random.pick(HOSTILE_COOKIES)}`
							: undefined;
					const response = client.jar.store(
						await app.request(request.url, {
							method: route.method,
							headers: {
								...(random.chance(0.9) ? { origin: TEST_BASE_URL } : {}),
								...(request.contentType ? { "content-type": request.contentType } : {}),
								...(cookie ? { cookie } : {}),
								...(random.chance(0.2) ? { "idempotency-key": `fuzz-key-${random.below(5)}` } : {}),
							},
							body: request.body,
							redirect: "manual",
						}),
					);
					const problem = await answerProblem(response, {
						isStructuredRefusalDue: new URL(request.url, TEST_BASE_URL).pathname.startsWith("/api/v1/"),
					});
					const side = client === user ? "signed in" : "signed out";
					if (problem) {
						failures.push(
							`seed ${seed} ${route.method} ${request.url.slice(0, 120)} (${side}, ${request.summary}): ${problem}`,
						);
					}
				}
			}
		}
		expect(failures).toEqual([]);
		expect(lines.filter((line) => line.level >= ERROR_LEVEL).map((line) => `${line.msg} ${line.path ?? ""}`)).toEqual(
			[],
		);
	}, 240_000);
});

/**
 * Hono's routes under /api (its middleware, listed as ALL, and better-auth's catch-all left out) and better-auth's own
 * endpoints, which reach it through that catch-all.
 */
function everyRoute(app: TestApp): Route[] {
	const found = new Map<string, Route>();
	const add = (method: string, path: string) => found.set(`${method} ${path}`, { method, path });
	for (const { method, path } of app.routes) {
		if (method === "ALL" || !path.startsWith("/api/") || path.includes("*")) continue;
		add(method, path);
	}
	for (const endpoint of Object.values(app.auth.api) as Array<{ path?: unknown; options?: { method?: unknown } }>) {
		if (typeof endpoint.path !== "string") continue;
		const declared = endpoint.options?.method;
		const methods = (Array.isArray(declared) ? declared : [declared]).flatMap((method) =>
			method === "*" || typeof method !== "string" ? ["GET", "POST"] : [method],
		);
		for (const method of methods) add(method, `/api/auth${endpoint.path}`);
	}
	return [...found.values()];
}

type OwnIds = { task: string; board: string };

async function ownIds(user: ApiClient): Promise<OwnIds> {
	const board = await user.json<{ id: string }>(user.post("/api/v1/boards", { id: randomUUID(), name: "Fuzz" }));
	const task = await user.json<{ id: string }>(
		user.post("/api/v1/tasks", { id: randomUUID(), title: "Fuzz", quadrant: "urgent-important" }),
	);
	return { task: task.id, board: board.id };
}

type HostileRequest = { url: string; body?: string; contentType?: string; summary: string };

function plainRequest(route: Route, ids: OwnIds): HostileRequest {
	const url = route.path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, route.path.includes("board") ? ids.board : ids.task);
	const hasBody = route.method !== "GET" && route.method !== "HEAD";
	return hasBody
		? { url, body: "{}", contentType: "application/json", summary: "plain {}" }
		: { url, summary: "plain" };
}

function hostileRequest(random: Random, route: Route, ids: OwnIds): HostileRequest {
	const params: string[] = [];
	const path = route.path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, () => {
		const value = random.chance(0.4)
			? random.pick([ids.task, ids.board, randomUUID()])
			: random.pick(HOSTILE_PARAMS).replace("\0", "%00");
		params.push(value.slice(0, 40));
		return value;
	});
	const queries = Array.from(
		{ length: random.below(3) },
		() => `${random.pick(QUERY_KEYS)}=${random.pick(QUERY_VALUES)}`,
	);
	const url = queries.length ? `${path}?${queries.join("&")}` : path;
	const where = [
		params.length ? `params ${params.join(", ")}` : "",
		queries.length ? `query ${queries.join("&").slice(0, 80)}` : "",
	];
	if (route.method === "GET" || route.method === "HEAD") return { url, summary: where.filter(Boolean).join("; ") };
	const body = hostileBody(random, FIELDS, {});
	const contentType = random.pick(CONTENT_TYPES);
	return {
		url,
		body: body.text,
		contentType: contentType || undefined,
		summary: [...where, `${contentType || "no content type"}: ${body.summary}`].filter(Boolean).join("; "),
	};
}
