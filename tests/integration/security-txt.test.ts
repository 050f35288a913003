import { expect } from "vitest";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";
import { createTestApp, TEST_BASE_URL } from "#tests/setup/test-app.ts";

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

function fields(body: string): Array<[string, string]> {
	return body
		.split("\n")
		.filter((line) => line !== "" && !line.startsWith("#"))
		.map((line) => {
			const [name = "", ...value] = line.split(": ");
			return [name, value.join(": ")];
		});
}

describeEachDatabase("/.well-known/security.txt (RFC 9116)", () => {
	test("says where to report, until when it holds, in which languages, and where it lives", async ({ app }) => {
		const response = await app.request("/.well-known/security.txt");
		expect(response.status).toBe(200);
		expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
		const found = fields(await response.text());
		expect(found.filter(([name]) => name === "Contact")).toEqual([["Contact", `${TEST_BASE_URL}/security`]]);
		expect(found).toContainEqual(["Preferred-Languages", "en, zh, fr, ko, ja, es, ms"]);
		expect(found).toContainEqual(["Canonical", `${TEST_BASE_URL}/.well-known/security.txt`]);
		expect(found).toContainEqual(["Policy", `${TEST_BASE_URL}/security`]);
		// Exactly one Expires, in RFC 3339 form, in the future and less than a year away.
		const expires = found.filter(([name]) => name === "Expires").map(([, value]) => value);
		expect(expires).toHaveLength(1);
		expect(expires[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
		const expiresAt = Date.parse(expires[0] ?? "");
		expect(expiresAt).toBeGreaterThan(Date.now());
		expect(expiresAt - Date.now()).toBeLessThan(YEAR_MS);
	});

	test("puts the operator's address first when OPERATOR_EMAIL is set", async ({ database }) => {
		const app = createTestApp(database, { OPERATOR_EMAIL: "security@example.com" });
		const found = fields(await (await app.request("/.well-known/security.txt")).text());
		expect(found.filter(([name]) => name === "Contact")).toEqual([
			["Contact", "mailto:security@example.com"],
			["Contact", `${TEST_BASE_URL}/security`],
		]);
	});
});
