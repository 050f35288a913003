import { expect } from "vitest";
import { MUTATIONS, type MutationName } from "#core/mutations/mutations.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";

// The registry (core/mutations/mutations.ts) and the Hono app declare the same mutations: a mutating /api/v1 route
// that has no entry is one the client, the offline queue and the published contract do not know, and an entry
// without its route is a change every client sends into a 404. The routes are read from Hono's own table, so a route
// added later is checked without editing this file.

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Called by Stripe's servers, never by a client: no mutation of a person's, so no entry. */
const SERVER_TO_SERVER = new Set(["POST /api/v1/billing/webhook"]);

describeEachDatabase("the registry of mutations and the API's routes", () => {
	test.override("appEnv", { BILLING_MODE: "test" });

	test("every mutating /api/v1 route has its entry, and every entry its route", ({ app }) => {
		const served = new Set(
			app.routes
				.filter(({ method, path }) => MUTATING.has(method) && path.startsWith("/api/v1/") && !path.includes("*"))
				.map(({ method, path }) => `${method} ${path.replace(/\/$/, "")}`)
				.filter((route) => !SERVER_TO_SERVER.has(route)),
		);
		const declared = (Object.keys(MUTATIONS) as MutationName[]).map(
			(name) => `${MUTATIONS[name].method} /api/v1${MUTATIONS[name].route}`,
		);
		// The listing found the app's routes (a change in Hono's shape would otherwise compare nothing).
		expect(served).toContain("POST /api/v1/tasks/:id/move");
		expect(new Set(declared).size).toBe(declared.length);
		expect({ withoutEntry: [...served].filter((route) => !declared.includes(route)) }).toEqual({ withoutEntry: [] });
		expect({ withoutRoute: declared.filter((route) => !served.has(route)) }).toEqual({ withoutRoute: [] });
	});
});
