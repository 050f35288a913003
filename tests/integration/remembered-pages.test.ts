import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";
import { pageBuildForFile } from "#tests/setup/page-build.ts";
import { recordStatements } from "#tests/setup/record-statements.ts";
import { newUserOf } from "#tests/setup/test-user.ts";

// ADR 0038: a page whose address and loader data were rendered before is answered from memory, with the request's own
// nonce in place of the one it was rendered with. What a person sees must be what a fresh render would show.
const loadBuild = pageBuildForFile();
const html = { accept: "text/html" };

type Page = { status: number; body: string; nonce: string };

async function load(user: { get: (path: string, headers: Record<string, string>) => Promise<Response> }, path: string) {
	const response = await user.get(path, html);
	const policy = response.headers.get("content-security-policy") ?? "";
	return { status: response.status, body: await response.text(), nonce: /'nonce-([^']+)'/.exec(policy)?.[1] ?? "" };
}

const noncesIn = (page: Page) => new Set([...page.body.matchAll(/ nonce="([^"]*)"/g)].map((match) => match[1]));

describeEachDatabase("pages answered again from memory", () => {
	test("give every answer its own nonce, the one its policy allows, in each script", async ({ appWith, subscribe }) => {
		const user = await newUserOf(appWith({}, { loadBuild }), subscribe)({ isFirstVisit: true });
		// The first visit makes the board and its examples: the data changes once.
		expect((await load(user, "/matrix")).status).toBe(200);
		for (const path of ["/matrix", "/sticky"]) {
			const pages = [await load(user, path), await load(user, path), await load(user, path)];
			for (const page of pages) {
				expect(page.status).toBe(200);
				expect(page.nonce).toMatch(/^[\w+/]{22}==$/);
				expect(noncesIn(page)).toEqual(new Set([page.nonce]));
			}
			expect(new Set(pages.map((page) => page.nonce)).size).toBe(pages.length);
			const [first, ...again] = pages.map((page) => page.body.replaceAll(page.nonce, "<nonce>")) as [string];
			for (const body of again) expect(body).toBe(first);
		}
	});

	test("leave no timer behind per answer", async ({ appWith, subscribe }) => {
		const user = await newUserOf(appWith({}, { loadBuild }), subscribe)({ isFirstVisit: true });
		for (let round = 0; round < 3; round++) expect((await load(user, "/matrix")).status).toBe(200);
		const timers = () => process.getActiveResourcesInfo().filter((resource) => resource === "Timeout").length;
		const before = timers();
		for (let round = 0; round < 20; round++) expect((await load(user, "/matrix")).status).toBe(200);
		// React Router's encoding of the data sets a 5 s timer that only its completion clears.
		expect(timers() - before).toBeLessThan(5);
	});

	test("read an unchanged board's tasks once, and again after any change", async ({ appWith, subscribe, database }) => {
		const user = await newUserOf(appWith({ FREE_TASKS_PER_QUADRANT: "50" }, { loadBuild }), subscribe)();
		const taskReads = async (path: string) => {
			const recording = recordStatements(database);
			try {
				expect((await load(user, path)).status).toBe(200);
			} finally {
				recording.restore();
			}
			return recording.statements.filter((statement) => /from "task"/.test(statement)).length;
		};
		// The first request of a new sign-in has its session read by better-auth, without the data version (ADR 0037):
		// the board is read and not remembered. The next one reads and remembers it.
		expect(await taskReads("/matrix")).toBeGreaterThan(0);
		expect(await taskReads("/matrix")).toBeGreaterThan(0);
		expect(await taskReads("/matrix")).toBe(0);
		expect(await taskReads("/sticky")).toBe(0);
		const created = await user.post("/api/v1/tasks", { id: randomUUID(), title: "New", quadrant: "urgent-important" });
		expect(created.status).toBe(201);
		expect(await taskReads("/sticky")).toBeGreaterThan(0);
		expect(await taskReads("/matrix")).toBe(0);
	});

	test("show a change at the next load, made through the API or by SQL from outside", async ({
		appWith,
		subscribe,
		database,
	}) => {
		const user = await newUserOf(appWith({ FREE_TASKS_PER_QUADRANT: "50" }, { loadBuild }), subscribe)();
		const id = randomUUID();
		const created = await user.post("/api/v1/tasks", { id, title: "Water the plants", quadrant: "urgent-important" });
		expect(created.status).toBe(201);
		expect((await load(user, "/matrix")).body).toContain("Water the plants");
		expect((await load(user, "/matrix")).body).toContain("Water the plants");

		const renamed = await user.send("PATCH", `/api/v1/tasks/${id}`, { title: "Water the garden" });
		expect(renamed.status).toBe(200);
		const afterApi = (await load(user, "/matrix")).body;
		expect(afterApi).toContain("Water the garden");
		expect(afterApi).not.toContain("Water the plants");

		await database.db.execute(sql`update task set title = 'Feed the cat' where id = ${id}`);
		const afterSql = (await load(user, "/matrix")).body;
		expect(afterSql).toContain("Feed the cat");
		expect(afterSql).not.toContain("Water the garden");
	});

	test("never show one person's page to another", async ({ appWith, subscribe }) => {
		const app = appWith({ FREE_TASKS_PER_QUADRANT: "50" }, { loadBuild });
		const [alice, bob] = [await newUserOf(app, subscribe)(), await newUserOf(app, subscribe)()];
		for (const [user, title] of [
			[alice, "Alice's secret plan"],
			[bob, "Bob's surprise party"],
		] as const) {
			const created = await user.post("/api/v1/tasks", { id: randomUUID(), title, quadrant: "urgent-important" });
			expect(created.status).toBe(201);
		}
		for (let round = 0; round < 2; round++) {
			const [ofAlice, ofBob] = [(await load(alice, "/matrix")).body, (await load(bob, "/matrix")).body];
			expect(ofAlice).toContain("Alice&#x27;s secret plan");
			expect(ofAlice).not.toContain("Bob&#x27;s surprise party");
			expect(ofBob).toContain("Bob&#x27;s surprise party");
			expect(ofBob).not.toContain("Alice&#x27;s secret plan");
		}
	});
});
