import { expect } from "vitest";
import type { ApiErrorBody } from "#core/errors/api-error-body.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";
import { newUserOf } from "#tests/setup/test-user.ts";

const ERROR_LEVEL = 50;

// What a fuzzer puts where an id goes: NUL (the database refuses it), broken percent-encoding, a lone surrogate,
// path tricks, quotes, a valid UUID with a NUL after it, and a very long one.
const MALFORMED_IDS = [
	"%00",
	"abc%00",
	"00000000-0000-4000-8000-000000000000%00",
	"%",
	"%E0%A4%A",
	"%ED%A0%80",
	"..%2F..%2Fhealthz",
	"'%20or%20'1'%3D'1",
	"%F0%9F%98%80",
	"x".repeat(2000),
];

describeEachDatabase("malformed ids in the path", () => {
	test("answer 4xx with a structured error on every /api route with a parameter, and log no error", async ({
		appWith,
		subscribe,
		db,
	}) => {
		const lines: Array<{ level: number; msg: string }> = [];
		const app = appWith(
			{ AUTH_RATE_LIMIT_PER_MINUTE: "1000" },
			{ logStream: { write: (line) => void lines.push(JSON.parse(line)) } },
		);
		const user = await newUserOf(app, subscribe, db)();
		// Every route the router knows, so that a route added later is covered without editing this test.
		// The API's routes: a page's address (`/:lang/login`) answers a page, not the API's error body.
		const routes = app.routes.filter(
			(route) => route.method !== "ALL" && route.path.startsWith("/api/") && /\/:/.test(route.path),
		);
		const paths = new Set(routes.map((route) => route.path));
		expect(paths).toContain("/api/v1/account/sessions/:id");
		expect(paths).toContain("/api/v1/tasks/:id");
		expect(paths).toContain("/api/v1/boards/:id");

		for (const { method, path } of routes) {
			for (const id of MALFORMED_IDS) {
				const url = path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, id);
				const body = method === "GET" ? undefined : {};
				const response = await user.send(method, url, body);
				const label = `${method} ${url.slice(0, 80)}`;
				expect(response.status, label).toBeGreaterThanOrEqual(400);
				expect(response.status, label).toBeLessThan(500);
				const answer = (await response.json()) as ApiErrorBody;
				expect(answer.error.code, label).toEqual(expect.any(String));
			}
		}
		expect(lines.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
	});
});
