import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_BASE_URL } from "#tests/setup/test-app.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-database.ts";

// These guards sit in front of every /api/v1 route; they do not touch the database, so PGlite suffices.
describe("API guards and error shape", () => {
	let testDb: TestDatabase;
	beforeAll(async () => {
		testDb = await createTestDatabase("pglite");
	});
	afterAll(() => testDb.dispose());

	const post = (headers: Record<string, string>, body = "{}") =>
		createTestApp(testDb.database).request("/api/v1/anything", { method: "POST", headers, body });

	it("answers unknown API paths with the structured 404 error", async () => {
		const response = await createTestApp(testDb.database).request("/api/nothing-here");
		expect(response.status).toBe(404);
		expect(response.headers.get("content-type")).toContain("application/json");
		expect(await response.json()).toEqual({ error: { code: "not_found", message: "Not found" } });
	});

	it("translates the error message into the visitor's language", async () => {
		const response = await createTestApp(testDb.database).request("/api/nothing-here", {
			headers: { "accept-language": "fr-FR,fr;q=0.9" },
		});
		const body = (await response.json()) as { error: { message: string } };
		expect(body.error.message).not.toBe("Not found");
		expect(body.error.message.length).toBeGreaterThan(0);
	});

	it("refuses a state-changing request from another origin with 403", async () => {
		const response = await post({ origin: "https://evil.example", "content-type": "application/json" });
		expect(response.status).toBe(403);
		expect(((await response.json()) as { error: { code: string } }).error.code).toBe("forbidden");
	});

	it("refuses form and text content types, which cross-site forms can send, with 403", async () => {
		for (const type of ["application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "text/plain"]) {
			const response = await post({ origin: TEST_BASE_URL, "content-type": type });
			expect(response.status, type).toBe(403);
		}
	});

	it("lets a same-origin JSON request through to the session check", async () => {
		const response = await post({ origin: TEST_BASE_URL, "content-type": "application/json" });
		expect(response.status).toBe(401);
	});

	it("answers 413 for a body over 1 MiB", async () => {
		const response = await post(
			{ origin: TEST_BASE_URL, "content-type": "application/json" },
			"x".repeat(1024 * 1024 + 1),
		);
		expect(response.status).toBe(413);
		expect(((await response.json()) as { error: { code: string } }).error.code).toBe("payload_too_large");
	});

	it("sets the security headers on API responses and offers no CORS", async () => {
		const response = await createTestApp(testDb.database).request("/api/v1/nothing-here", {
			headers: { origin: "https://evil.example" },
		});
		expect(response.headers.get("x-content-type-options")).toBe("nosniff");
		expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
		expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
		expect(response.headers.get("access-control-allow-origin")).toBeNull();
	});

	it("sends HSTS of at least a year in production over HTTPS only", async () => {
		const production = createTestApp(testDb.database, { NODE_ENV: "production", BASE_URL: "https://quadrant.example" });
		const hsts = (await production.request("/healthz")).headers.get("strict-transport-security") ?? "";
		expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
		expect(
			(await createTestApp(testDb.database).request("/healthz")).headers.get("strict-transport-security"),
		).toBeNull();
	});

	it("ignores malformed cookies and headers", async () => {
		const response = await createTestApp(testDb.database).request("/api/nothing-here", {
			headers: { cookie: "locale=%E0%A4%A; ;;=;", "accept-language": "@@@;q=abc,," },
		});
		expect(response.status).toBe(404);
		expect(((await response.json()) as { error: { message: string } }).error.message).toBe("Not found");
	});
});
