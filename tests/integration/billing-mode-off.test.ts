import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";

// BILLING_MODE=off: a self-hosted instance without plans. A process-wide setting, so this file has no other mode.
describeEachDatabase("billing mode off", () => {
	test.override("appEnv", { BILLING_MODE: "off", FREE_TASKS_PER_QUADRANT: "1" });

	test("lets a user without a subscription use every Pro feature", async ({ newUser }) => {
		const client = await newUser({ account: "email" });
		const add = () => client.post("/api/v1/tasks", { id: randomUUID(), title: "Task", quadrant: "urgent-important" });
		for (let count = 0; count < 3; count++) expect((await add()).status).toBe(201);
		expect((await client.post("/api/v1/boards", { id: randomUUID(), name: "Second" })).status).toBe(201);
		expect((await client.get("/api/v1/tasks?board=all")).status).toBe(200);
	});

	test("has nothing to buy: the billing API, test checkout included, answers 404", async ({ newUser }) => {
		const client = await newUser({ account: "email" });
		for (const path of ["/api/v1/billing/test/complete", "/api/v1/billing/checkout", "/api/v1/billing/portal"]) {
			const response = await client.post(path, { interval: "month" });
			expect(response.status, path).toBe(404);
			expect((await response.json()).error.code).toBe("not_found");
		}
		expect((await client.get("/api/v1/billing/status")).status).toBe(404);
	});
});

describe("start-up of a public production server without Stripe keys", () => {
	it("refuses to start unless BILLING_MODE says what billing is, and says so", () => {
		const result = spawnSync(process.execPath, ["server/main.ts"], {
			env: {
				PATH: process.env.PATH ?? "",
				NODE_ENV: "production",
				BASE_URL: "https://quadrant.example",
				PORT: "0",
				HOST: "127.0.0.1",
				DATA_DIR: "/nonexistent/never-opened",
			},
			encoding: "utf8",
			timeout: 60_000,
		});
		expect(result.status).toBe(1);
		expect(result.stderr).toContain("Billing is not configured for https://quadrant.example");
		expect(result.stderr).toContain("BILLING_MODE=off");
	});
});
