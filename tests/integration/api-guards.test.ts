import { createServer } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { expect } from "vitest";
import type { ApiErrorBody } from "#core/errors/api-error-body.ts";
import { translatorFor } from "#locales/catalogs.server.ts";
import { describeOn, test } from "#tests/setup/fixtures.ts";
import { TEST_BASE_URL, type TestApp } from "#tests/setup/test-app.ts";

// These guards sit in front of every /api/v1 route; they do not touch the database, so PGlite suffices.
describeOn(["pglite"], "API guards and error shape", () => {
	const post = (app: TestApp, headers: Record<string, string>, body = "{}") =>
		app.request("/api/v1/anything", { method: "POST", headers, body });

	test("answers unknown API paths with the structured 404 error", async ({ app }) => {
		const response = await app.request("/api/nothing-here");
		expect(response.status).toBe(404);
		expect(response.headers.get("content-type")).toContain("application/json");
		expect(await response.json()).toEqual({ error: { code: "not_found", message: "Not found" } });
	});

	test("translates the error message into the visitor's language", async ({ app }) => {
		const response = await app.request("/api/nothing-here", {
			headers: { "accept-language": "fr-FR,fr;q=0.9" },
		});
		const body = (await response.json()) as ApiErrorBody;
		expect(body.error.message).not.toBe("Not found");
		expect(body.error.message.length).toBeGreaterThan(0);
	});

	test("answers in the language the app's page asks for, over an older locale cookie", async ({ app }) => {
		const french = translatorFor("fr")("errors.forbidden");
		const answer = await post(app, {
			origin: "https://evil.example",
			cookie: "locale=en",
			"accept-language": "fr",
			"content-type": "application/json",
		});
		expect(((await answer.json()) as ApiErrorBody).error.message).toBe(french);
		// Without the header, the cookie still decides, as for any other answer.
		const cookieOnly = await post(app, {
			origin: "https://evil.example",
			cookie: "locale=es",
			"content-type": "application/json",
		});
		expect(((await cookieOnly.json()) as ApiErrorBody).error.message).toBe(translatorFor("es")("errors.forbidden"));
	});

	test("refuses a state-changing request from another origin with 403", async ({ app }) => {
		const response = await post(app, { origin: "https://evil.example", "content-type": "application/json" });
		expect(response.status).toBe(403);
		expect(((await response.json()) as ApiErrorBody).error.code).toBe("forbidden");
	});

	test("refuses form and text content types, which cross-site forms can send, with 403", async ({ app }) => {
		for (const type of ["application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "text/plain"]) {
			const response = await post(app, { origin: TEST_BASE_URL, "content-type": type });
			expect(response.status, type).toBe(403);
		}
	});

	test("lets a same-origin JSON request through to the session check", async ({ app }) => {
		const response = await post(app, { origin: TEST_BASE_URL, "content-type": "application/json" });
		expect(response.status).toBe(401);
	});

	test("answers 413 for a body over 1 MiB", async ({ app }) => {
		const response = await post(
			app,
			{ origin: TEST_BASE_URL, "content-type": "application/json" },
			"x".repeat(1024 * 1024 + 1),
		);
		expect(response.status).toBe(413);
		expect(((await response.json()) as ApiErrorBody).error.code).toBe("payload_too_large");
	});

	test("answers 413 over a real socket with Connection: close, then closes it, as it said", async ({ app }) => {
		const server = createServer(getRequestListener(app.fetch));
		await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
		const { port } = server.address() as AddressInfo;
		try {
			for (const framing of ["content-length", "chunked"] as const) {
				const { head, closed } = await sendOversizedBody(port, framing);
				expect(head, framing).toMatch(/^HTTP\/1\.1 413 /);
				expect(head.toLowerCase(), framing).toContain("\r\nconnection: close\r\n");
				expect(head.toLowerCase(), framing).not.toContain("keep-alive");
				expect(closed, framing).toBe(true);
			}
		} finally {
			server.closeAllConnections();
			await new Promise((resolve) => server.close(resolve));
		}
	});

	test("sets the security headers on API responses and offers no CORS", async ({ app }) => {
		const response = await app.request("/api/v1/nothing-here", {
			headers: { origin: "https://evil.example" },
		});
		expect(response.headers.get("x-content-type-options")).toBe("nosniff");
		expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
		expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
		expect(response.headers.get("access-control-allow-origin")).toBeNull();
	});

	test("allows no <base> element in the CSP, which could redirect the pages' relative script URLs", async ({ app }) => {
		for (const path of ["/healthz", "/api/v1/me", "/api/nothing-here"]) {
			const policy = (await app.request(path)).headers.get("content-security-policy") ?? "";
			expect(
				policy.split(";").map((directive) => directive.trim()),
				path,
			).toContain("base-uri 'none'");
		}
	});

	test("sends HSTS of at least a year in production over HTTPS only", async ({ app, appWith }) => {
		const production = appWith({ NODE_ENV: "production", BASE_URL: "https://quadrant.example", BILLING_MODE: "test" });
		const hsts = (await production.request("/healthz")).headers.get("strict-transport-security") ?? "";
		expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
		expect((await app.request("/healthz")).headers.get("strict-transport-security")).toBeNull();
	});

	test("ignores malformed cookies and headers", async ({ app }) => {
		const response = await app.request("/api/nothing-here", {
			headers: { cookie: "locale=%E0%A4%A; ;;=;", "accept-language": "@@@;q=abc,," },
		});
		expect(response.status).toBe(404);
		expect(((await response.json()) as ApiErrorBody).error.message).toBe("Not found");
	});
});

/**
 * Sends the head of a request whose body is over the limit, and the body's first 256 KiB, as a client that keeps
 * writing would; resolves with the answer's head and whether the server closed the connection within 3 s.
 */
function sendOversizedBody(port: number, framing: "content-length" | "chunked") {
	return new Promise<{ head: string; closed: boolean }>((resolve) => {
		const socket = connect(port, "127.0.0.1");
		let received = "";
		const chunk = "x".repeat(256 * 1024);
		const finish = (closed: boolean) => {
			clearTimeout(timer);
			socket.destroy();
			resolve({ head: received.split("\r\n\r\n")[0] ?? "", closed });
		};
		const timer = setTimeout(() => finish(false), 3000);
		socket.on("data", (data) => {
			received += data.toString("latin1");
		});
		socket.on("end", () => finish(true));
		socket.on("close", () => finish(true));
		// A server that closes while the client still writes resets the connection: closed all the same.
		socket.on("error", () => finish(true));
		const length = framing === "content-length" ? `Content-Length: ${2 * 1024 * 1024}` : "Transfer-Encoding: chunked";
		socket.write(
			`POST /api/v1/tasks HTTP/1.1\r\nHost: localhost:3000\r\nOrigin: ${TEST_BASE_URL}\r\n` +
				`Content-Type: application/json\r\n${length}\r\nConnection: keep-alive\r\n\r\n`,
		);
		const body = framing === "content-length" ? chunk : `${chunk.length.toString(16)}\r\n${chunk}\r\n`;
		for (let sent = 0; sent < 5; sent++) socket.write(body);
	});
}
