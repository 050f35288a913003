import { randomUUID } from "node:crypto";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { expect } from "vitest";
import { errorBodySchema } from "#server/openapi/api-answers.ts";
import { API_PREFIX, documentPath } from "#server/openapi/api-document.ts";
import { API_OPERATIONS } from "#server/openapi/api-operations.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";
import type { TestApp } from "#tests/setup/test-app.ts";

// The published contract (ADR 0045): it lists every /api/v1 route the app serves and nothing else, it passes
// Redocly's strict rules (offline, as CI runs it), and the app's answers are what it says they are.

type Document = { openapi: string; paths: Record<string, Record<string, unknown>> };

/** `GET /api/v1/tasks/{id}` for every route Hono serves under /api/v1 (its middleware, listed as ALL, left out). */
function servedRoutes(app: TestApp): string[] {
	const routes = app.routes
		.filter(({ method, path }) => method !== "ALL" && path.startsWith(`${API_PREFIX}/`) && !path.includes("*"))
		.map(({ method, path }) => `${method} ${documentPath(path.slice(API_PREFIX.length))}`);
	return [...new Set(routes)].sort();
}

function documentedRoutes(document: Document): string[] {
	return Object.entries(document.paths)
		.flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
		.sort();
}

async function documentOf(app: TestApp): Promise<Document> {
	// No session, no Origin: the contract is public.
	const response = await app.request(`${API_PREFIX}/openapi.json`);
	expect(response.status).toBe(200);
	expect(response.headers.get("content-type")).toMatch(/^application\/json/);
	return response.json();
}

/** The zod schema the contract gives for this answer, from the same table the document is made from. */
function answerSchema(method: string, path: string, status: number) {
	const entry = API_OPERATIONS.find(
		(operation) => operation.method === method.toLowerCase() && documentPath(operation.path) === path,
	);
	const schema = entry?.answers[status]?.schema;
	if (!schema) throw new Error(`the contract declares no ${status} answer with a body for ${method} ${path}`);
	return schema;
}

describeEachDatabase("the published OpenAPI document", () => {
	test("lists every /api/v1 route the app serves, and only those", async ({ app }) => {
		const served = servedRoutes(app);
		// The listing found Hono's routes (a change in its shape would otherwise compare nothing).
		expect(served).toContain("GET /api/v1/tasks/{id}");
		expect(served).toContain("POST /api/v1/billing/test/{change}");
		const document = await documentOf(app);
		expect(document.openapi).toBe("3.1.0");
		expect(documentedRoutes(document)).toEqual(served);
	});

	test("leaves out billing's routes where the instance has no plans, as the app does", async ({ appWith }) => {
		const app = appWith({ BILLING_MODE: "off" });
		const served = servedRoutes(app);
		expect(served).not.toContain("GET /api/v1/billing/status");
		const documented = documentedRoutes(await documentOf(app));
		expect(documented).not.toContain("GET /api/v1/billing/status");
		expect(documented).toEqual(served);
	});

	test("passes Redocly's recommended-strict rules", async ({ app }) => {
		const source = JSON.stringify(await documentOf(app));
		const config = await createConfig({
			extends: ["recommended-strict"],
			// The contract itself can only be answered: it has no 4xx to declare. The project names no licence to cite.
			rules: { "operation-4xx-response": "off", "info-license": "off" },
		});
		const problems = await lintFromString({ source, absoluteRef: "openapi.json", config });
		expect(problems.map((problem) => `${problem.ruleId}: ${problem.message} ${problem.location[0]?.pointer}`)).toEqual(
			[],
		);
	}, 60_000);

	test("describes what the routes answer", async ({ newUser }) => {
		const user = await newUser({ subscription: {} });
		const checked: string[] = [];
		const expectAnswer = async (method: string, path: string, response: Response, documented = path) => {
			const body: unknown = await response.json();
			const result = answerSchema(method, `${API_PREFIX}${documented}`, response.status).safeParse(body);
			expect(result.error, `${method} ${path} answered ${response.status}`).toBeUndefined();
			checked.push(`${method} ${documented}`);
			return body as Record<string, unknown>;
		};
		const taskId = randomUUID();
		const created = { id: taskId, title: "Contract", quadrant: "urgent-important", repeat: "FREQ=WEEKLY" };
		await expectAnswer("POST", "/tasks", await user.post("/api/v1/tasks", { ...created, dueDate: "2026-12-24" }));
		const task = `/tasks/${taskId}`;
		await expectAnswer("GET", task, await user.get(`/api/v1${task}`), "/tasks/{id}");
		await expectAnswer("PATCH", task, await user.send("PATCH", `/api/v1${task}`, { title: "Changed" }), "/tasks/{id}");
		const moved = await user.post(`/api/v1${task}/move`, { quadrant: "not-urgent-important" });
		await expectAnswer("POST", `${task}/move`, moved, "/tasks/{id}/move");
		await expectAnswer("POST", `${task}/skip`, await user.post(`/api/v1${task}/skip`, {}), "/tasks/{id}/skip");
		const itemId = randomUUID();
		const added = await user.post(`/api/v1${task}/checklist`, { itemId, title: "Sign it" });
		await expectAnswer("POST", `${task}/checklist`, added, "/tasks/{id}/checklist");
		const item = `${task}/checklist/${itemId}`;
		const ticked = await user.send("PATCH", `/api/v1${item}`, { isDone: true });
		await expectAnswer("PATCH", item, ticked, "/tasks/{id}/checklist/{itemId}");
		const itemMoved = await user.post(`/api/v1${item}/move`, { before: null });
		await expectAnswer("POST", `${item}/move`, itemMoved, "/tasks/{id}/checklist/{itemId}/move");
		const itemDeleted = await user.send("DELETE", `/api/v1${item}`);
		await expectAnswer("DELETE", item, itemDeleted, "/tasks/{id}/checklist/{itemId}");
		const boardId = randomUUID();
		await expectAnswer("POST", "/boards", await user.post("/api/v1/boards", { id: boardId, name: "Second" }));
		await expectAnswer("GET", "/tasks", await user.get("/api/v1/tasks"));
		await expectAnswer("GET", "/tasks?board=all", await user.get("/api/v1/tasks?board=all"), "/tasks");
		for (const path of [
			"/boards",
			"/me",
			"/settings",
			"/view-options",
			"/account/sessions",
			"/billing/status",
			"/push-subscriptions/public-key",
		]) {
			await expectAnswer("GET", path, await user.get(`/api/v1${path}`));
		}
		await expectAnswer(
			"PATCH",
			"/view-options",
			await user.send("PATCH", "/api/v1/view-options", { phoneGrid: false }),
		);
		await expectAnswer("PATCH", "/settings", await user.send("PATCH", "/api/v1/settings", { reminderHour: 8 }));
		const bulk = await user.post("/api/v1/tasks/bulk-delete", { boardId, quadrant: "urgent-important" });
		await expectAnswer("POST", "/tasks/bulk-delete", bulk);
		const deleted = await user.send("DELETE", `/api/v1/boards/${boardId}`);
		await expectAnswer("DELETE", `/boards/${boardId}`, deleted, "/boards/{id}");
		expect(checked).toHaveLength(23);
	});

	test("describes the refusals' one body", async ({ app, newUser }) => {
		const user = await newUser();
		const refusals = [
			await user.post("/api/v1/tasks", { title: "" }),
			await apiClient(app).get("/api/v1/tasks"),
			await user.get(`/api/v1/tasks/${randomUUID()}`),
		];
		expect(refusals.map((response) => response.status)).toEqual([400, 401, 404]);
		for (const response of refusals) expect(errorBodySchema.safeParse(await response.json()).error).toBeUndefined();
		const document = JSON.stringify(await documentOf(app));
		expect(document).toContain('"#/components/responses/BadRequest"');
	});
});

describeEachDatabase("the API reference page", () => {
	test("answers /api/docs, loading its renderer and the document from our own origin only", async ({ app }) => {
		const page = await app.request("/api/docs");
		expect(page.status).toBe(200);
		expect(page.headers.get("content-type")).toMatch(/^text\/html/);
		// The site's CSP holds here too: scripts from our origin (or with the request's nonce) only.
		expect(page.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-/);
		const html = await page.text();
		expect(html).not.toMatch(/(https?:)?\/\/[a-z0-9.-]+\.[a-z]/i);
		const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1] ?? "");
		const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1] ?? "");
		// No inline script: the page runs nothing that the CSP would have to make room for.
		expect(html.match(/<script(?![^>]*\ssrc=)/g)).toBeNull();
		expect(scripts).toHaveLength(2);
		expect(styles).toHaveLength(1);
		const parts = await Promise.all(
			[...scripts, ...styles].map(async (path) => {
				expect(path).toMatch(/^\/api\/docs\/[\w-]+\.(js|css)$/);
				const response = await app.request(path);
				expect(response.status, path).toBe(200);
				expect(response.headers.get("cache-control")).toContain("immutable");
				return { type: response.headers.get("content-type") ?? "", text: await response.text() };
			}),
		);
		expect(parts.map((part) => part.type.split(";")[0])).toEqual(["text/javascript", "text/javascript", "text/css"]);
		// Swagger UI's bundle, then the start that points it at the document.
		expect(parts[0]?.text).toContain("SwaggerUIBundle");
		expect(parts[0]?.text.length).toBeGreaterThan(500_000);
		expect(parts[1]?.text).toContain(`"${API_PREFIX}/openapi.json"`);
		const unknown = await app.request("/api/docs/swagger-ui-000000000000.js");
		expect(unknown.status).toBe(404);
		expect(errorBodySchema.parse(await unknown.json()).error.code).toBe("not_found");
	});
});
