import { randomBytes, randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import { count, eq, getTableName, is } from "drizzle-orm";
import { getTableConfig, type PgColumn, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verification } from "#db/schema/auth.ts";
import { subscription } from "#db/schema/billing.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { type StripePeer, startStripePeer } from "#tests/setup/stripe-peer.ts";
import { createTestApp } from "#tests/setup/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database.ts";

type App = ReturnType<typeof createTestApp>;
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type Export = {
	formatVersion: number;
	exportedAt: string;
	account: Record<string, unknown> & { signInMethods: { provider: string; linkedAt: string }[] };
	boards: { id: string; name: string; isDefault: boolean }[];
	tasks: Record<string, unknown>[];
	settings: { viewOptions: Record<string, boolean>; notificationsEnabled: boolean; timeZone: string | null };
	subscription: { plan: string; status: string | null };
};

const PASSWORD = "correct horse battery staple";
const BOM = "\uFEFF";
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Every table of the Drizzle schema (all of db/schema/*.ts, so tables added later are included) with the columns
 * that name a user: a `user_id` column or a foreign key to the user, and the user table's own id.
 */
async function userColumns(): Promise<{ table: PgTable; column: PgColumn }[]> {
	const folder = new URL("../../db/schema/", import.meta.url);
	const found: { table: PgTable; column: PgColumn }[] = [];
	for (const file of readdirSync(folder).filter((name) => name.endsWith(".ts"))) {
		const module: Record<string, unknown> = await import(new URL(file, folder).href);
		for (const table of Object.values(module)) {
			if (!is(table, PgTable)) continue;
			const config = getTableConfig(table);
			const referencing = new Set(
				config.foreignKeys.flatMap((key) => {
					const reference = key.reference();
					return getTableName(reference.foreignTable) === "user" ? reference.columns : [];
				}),
			);
			for (const column of config.columns) {
				const isUserId = column.name === "user_id" || referencing.has(column);
				const isUserTableId = config.name === "user" && column.name === "id";
				if (isUserId || isUserTableId) found.push({ table, column });
			}
		}
	}
	return found;
}

describe.each(databaseKinds())("your data (export and account deletion) on %s", (kind) => {
	let testDb: TestDatabase;
	let app: App;
	let columns: { table: PgTable; column: PgColumn }[];
	beforeAll(async () => {
		[testDb, columns] = await Promise.all([createTestDatabase(kind), userColumns()]);
		app = createTestApp(testDb.database, { AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
	});
	afterAll(() => testDb.dispose());

	const emailUser = async () => {
		const client = apiClient(app);
		const email = `owner-${randomUUID()}@example.test`;
		expect((await client.post("/api/auth/sign-up/email", { email, password: PASSWORD, name: "Ada" })).status).toBe(200);
		const { id } = await client.json<{ id: string }>(client.get("/api/v1/me"));
		return { client, email, userId: id };
	};
	const addTask = async (client: ReturnType<typeof apiClient>, fields: Record<string, unknown>) => {
		const id = randomUUID();
		const response = await client.post("/api/v1/tasks", { id, quadrant: "urgent-important", ...fields });
		expect(response.status).toBe(201);
		return id;
	};
	/** Rows per table that name this user. */
	const rowsOf = async (userId: string) => {
		const counts: Record<string, number> = {};
		for (const { table, column } of columns) {
			const [row] = await testDb.database.db.select({ value: count() }).from(table).where(eq(column, userId));
			const name = `${getTableName(table)}.${column.name}`;
			counts[name] = (counts[name] ?? 0) + (row?.value ?? 0);
		}
		return counts;
	};
	const deleteAccount = (client: ReturnType<typeof apiClient>, body: unknown, headers?: Record<string, string>) =>
		client.send("DELETE", "/api/v1/account", body, headers);

	it("finds the user's tables in the schema, including those added later", () => {
		const names = columns.map(({ table }) => getTableName(table));
		for (const name of ["user", "session", "account", "board", "task", "subscription", "user_settings"]) {
			expect(names).toContain(name);
		}
	});

	it("exports the user's account, boards, tasks, settings and plan as JSON, and nothing of anyone else's", async () => {
		const owner = await emailUser();
		const other = await emailUser();
		const otherTask = await addTask(other.client, { title: "Other person's secret plan" });
		await addTask(owner.client, {
			title: "写报告",
			description: "Quarterly, with numbers",
			priority: "high",
			dueDate: "2026-12-01",
			dueTime: "09:30",
		});
		expect((await owner.client.post("/api/v1/billing/test/complete", { interval: "month" })).status).toBe(200);
		const created = await owner.client.post("/api/v1/boards", { id: randomUUID(), name: "Home" });
		expect(created.status).toBe(201);
		const home = await created.json();
		await addTask(owner.client, { title: "Water the plants", boardId: (home as { id: string }).id });
		expect((await owner.client.send("PATCH", "/api/v1/view-options", { hideCompleted: true })).status).toBeLessThan(
			300,
		);

		const before = Date.now();
		const response = await owner.client.get("/api/v1/account/export");
		expect(response.status).toBe(200);
		expect(response.headers.get("content-type")).toMatch(/^application\/json/);
		expect(response.headers.get("content-disposition")).toBe(`attachment; filename="quadrant-export-${today()}.json"`);
		const text = await response.text();
		const data = JSON.parse(text) as Export;

		expect(data.formatVersion).toBe(1);
		expect(new Date(data.exportedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
		expect(data.account).toMatchObject({
			id: owner.userId,
			name: "Ada",
			email: owner.email,
			isAnonymous: false,
			twoFactorEnabled: false,
		});
		expect(data.account.signInMethods.map((method) => method.provider)).toEqual(["credential"]);
		expect(data.boards.map((board) => board.name).sort()).toEqual(["Home", "My board"]);
		expect(data.tasks).toHaveLength(2);
		expect(data.tasks).toContainEqual(
			expect.objectContaining({
				title: "写报告",
				boardName: "My board",
				quadrant: "urgent-important",
				description: "Quarterly, with numbers",
				status: "todo",
				priority: "high",
				dueDate: "2026-12-01",
				dueTime: "09:30",
			}),
		);
		expect(data.tasks).toContainEqual(expect.objectContaining({ title: "Water the plants", boardName: "Home" }));
		expect(data.settings.viewOptions).toMatchObject({ hideCompleted: true });
		expect(data.settings).toHaveProperty("notificationsEnabled");
		expect(data.settings).toHaveProperty("timeZone");
		expect(data.subscription).toMatchObject({ plan: "pro", status: "active" });

		// Never another user's data, and never a secret: no password hash, token, TOTP secret or Stripe id.
		expect(text).not.toContain(other.userId);
		expect(text).not.toContain(otherTask);
		expect(text).not.toContain("secret plan");
		expect(text).not.toMatch(/password|token|secret|backupCodes|cus_test_|sub_test_/i);
	});

	it("exports the tasks as CSV with a BOM for Excel, and defuses cells that would run as formulas", async () => {
		const owner = await emailUser();
		const other = await emailUser();
		await addTask(other.client, { title: "Not mine" });
		await addTask(owner.client, { title: "会議の準備", description: 'Line one\nline "two", three' });
		for (const title of ['=HYPERLINK("http://evil.test")', "+1+2", "-3", "@SUM(A1)"]) {
			await addTask(owner.client, { title, quadrant: "not-urgent-important" });
		}
		await addTask(owner.client, { title: "Tab", description: "\t=1+1", quadrant: "urgent-not-important" });

		const response = await owner.client.get("/api/v1/account/export/tasks.csv");
		expect(response.status).toBe(200);
		expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
		expect(response.headers.get("content-disposition")).toBe(`attachment; filename="quadrant-tasks-${today()}.csv"`);
		const bytes = new Uint8Array(await response.arrayBuffer());
		expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
		const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
		expect(text.startsWith(BOM)).toBe(true);
		const lines = text.slice(1).split("\r\n");
		expect(lines[0]).toBe("board,quadrant,title,description,status,priority,due_date,due_time,created,updated");
		expect(text).toContain('My board,urgent-important,会議の準備,"Line one\nline ""two"", three",todo,medium,,,');
		expect(text).toContain(`,"'=HYPERLINK(""http://evil.test"")",`);
		expect(text).toContain(",'+1+2,");
		expect(text).toContain(",'-3,");
		expect(text).toContain(",'@SUM(A1),");
		expect(text).toContain(",Tab,'\t=1+1,");
		expect(text).not.toContain("Not mine");
		// Header, six tasks, and the final record delimiter.
		expect(
			text
				.slice(1)
				.trimEnd()
				.split(/\r\n(?=My board,)/),
		).toHaveLength(7);
	});

	it("refuses a deletion whose confirmation does not match, with the field named, and deletes nothing", async () => {
		const owner = await emailUser();
		await addTask(owner.client, { title: "Keep me" });
		const rows = await rowsOf(owner.userId);

		const wrong = await deleteAccount(
			owner.client,
			{ confirmation: "someone@example.test" },
			{ "accept-language": "fr" },
		);
		expect(wrong.status).toBe(400);
		const body = (await wrong.json()) as ErrorBody;
		expect(body.error.code).toBe("confirmation_mismatch");
		expect(body.error.message).toContain("confirmation ne correspond pas");
		expect(body.error.fields?.confirmation).toBe(body.error.message);

		// An anonymous user's word does not delete an account that has an email.
		expect((await deleteAccount(owner.client, { confirmation: "DELETE" })).status).toBe(400);
		const missing = await deleteAccount(owner.client, {});
		expect(missing.status).toBe(400);
		expect(((await missing.json()) as ErrorBody).error.fields).toHaveProperty("confirmation");

		expect((await owner.client.get("/api/v1/me")).status).toBe(200);
		expect(await rowsOf(owner.userId)).toEqual(rows);
	});

	it("deletes every row of the user in every table, signs every device out, and leaves other users alone", async () => {
		const owner = await emailUser();
		const other = await emailUser();
		const secondDevice = apiClient(app);
		expect(
			(await secondDevice.post("/api/auth/sign-in/email", { email: owner.email, password: PASSWORD })).status,
		).toBe(200);
		for (const client of [owner.client, other.client]) {
			await addTask(client, { title: "A task" });
			expect((await client.post("/api/v1/billing/test/complete", { interval: "year" })).status).toBe(200);
			const board = await client.post("/api/v1/boards", { id: randomUUID(), name: "Work" });
			const { id } = (await board.json()) as { id: string };
			await addTask(client, { title: "On the second board", boardId: id });
			expect((await client.send("PATCH", "/api/v1/view-options", { showDateTags: false })).status).toBeLessThan(300);
		}
		// A pending password-reset link, stored under its token with the user id as its value.
		expect((await apiClient(app).post("/api/auth/request-password-reset", { email: owner.email })).status).toBe(200);
		expect(
			await testDb.database.db.select().from(verification).where(eq(verification.value, owner.userId)),
		).toHaveLength(1);

		const ownerRows = await rowsOf(owner.userId);
		for (const table of ["session", "account", "board", "task", "subscription", "user_settings", "change_log"]) {
			expect(ownerRows[`${table}.user_id`], table).toBeGreaterThan(0);
		}
		const otherRows = await rowsOf(other.userId);
		const cookie = owner.client.jar.header();

		const response = await deleteAccount(owner.client, { confirmation: `  ${owner.email.toUpperCase()} ` });
		expect(response.status).toBe(204);
		// The browser's session cookie is cleared.
		expect(response.headers.getSetCookie().some((line) => /session_token=;/.test(line))).toBe(true);

		expect(await rowsOf(owner.userId)).toEqual(Object.fromEntries(Object.keys(ownerRows).map((key) => [key, 0])));
		expect(await testDb.database.db.select().from(verification).where(eq(verification.value, owner.userId))).toEqual(
			[],
		);
		expect(await rowsOf(other.userId)).toEqual(otherRows);

		// The old session works nowhere any more, on this device or another.
		const replay = await app.request("/api/v1/me", { headers: { cookie } });
		expect(replay.status).toBe(401);
		expect((await secondDevice.get("/api/v1/me")).status).toBe(401);
		expect((await other.client.get("/api/v1/me")).status).toBe(200);
		// The password signs nobody in any more.
		const again = apiClient(app);
		expect((await again.post("/api/auth/sign-in/email", { email: owner.email, password: PASSWORD })).status).toBe(401);
	});

	it("lets anonymous users export and delete too, confirming with the word in any of the languages", async () => {
		const client = apiClient(app);
		expect((await client.post("/api/auth/sign-in/anonymous")).status).toBe(200);
		const { id } = await client.json<{ id: string }>(client.get("/api/v1/me"));
		await addTask(client, { title: "Anonymous idea" });

		const data = await client.json<Export>(client.get("/api/v1/account/export"));
		expect(data.account).toMatchObject({ id, isAnonymous: true, email: null, name: null });
		expect(data.tasks.map((task) => task.title)).toEqual(["Anonymous idea"]);
		const csv = await (await client.get("/api/v1/account/export/tasks.csv")).text();
		expect(csv).toContain("Anonymous idea");

		expect((await deleteAccount(client, { confirmation: "delete it" })).status).toBe(400);
		expect((await deleteAccount(client, { confirmation: "supprimer" })).status).toBe(204);
		expect(Object.values(await rowsOf(id)).every((value) => value === 0)).toBe(true);
		expect((await client.get("/api/v1/me")).status).toBe(401);
	});

	it("needs a session", async () => {
		const client = apiClient(app);
		expect((await client.get("/api/v1/account/export")).status).toBe(401);
		expect((await client.get("/api/v1/account/export/tasks.csv")).status).toBe(401);
		expect((await deleteAccount(client, { confirmation: "DELETE" })).status).toBe(401);
	});
});

describe.each(databaseKinds())("account deletion with Stripe on %s", (kind) => {
	let testDb: TestDatabase;
	let peer: StripePeer;
	let app: App;
	beforeAll(async () => {
		[testDb, peer] = await Promise.all([createTestDatabase(kind), startStripePeer()]);
		app = createTestApp(testDb.database, {
			AUTH_RATE_LIMIT_PER_MINUTE: "1000",
			STRIPE_SECRET_KEY: peer.secretKey,
			STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString("base64url")}`,
			STRIPE_API_URL: peer.url,
		});
	});
	afterAll(async () => {
		await Promise.all([testDb?.dispose(), peer?.close()]);
	});

	/** A user whose Pro subscription lives in the Stripe peer, recorded locally as the webhooks would. */
	const subscriber = async () => {
		const client = apiClient(app);
		const email = `subscriber-${randomUUID()}@example.test`;
		expect((await client.post("/api/auth/sign-up/email", { email, password: PASSWORD, name: email })).status).toBe(200);
		const { id: userId } = await client.json<{ id: string }>(client.get("/api/v1/me"));
		const customer = `cus_${randomBytes(8).toString("hex")}`;
		const stripeSubscription = peer.putSubscription({ customer, metadata: { userId } });
		await testDb.database.db.insert(subscription).values({
			userId,
			stripeCustomerId: customer,
			stripeSubscriptionId: stripeSubscription.id,
			status: "active",
			currentPeriodEnd: new Date(stripeSubscription.currentPeriodEnd * 1000),
		});
		return { client, email, userId, subscriptionId: stripeSubscription.id };
	};
	const deleteAccount = (client: ReturnType<typeof apiClient>, confirmation: string) =>
		client.send("DELETE", "/api/v1/account", { confirmation });

	it("cancels the subscription in Stripe at once, then deletes the account", async () => {
		const { client, email, userId, subscriptionId } = await subscriber();
		const response = await deleteAccount(client, email);
		expect(response.status).toBe(204);
		expect(peer.requests).toContain(`DELETE /v1/subscriptions/${subscriptionId}`);
		expect(peer.subscriptionJson(subscriptionId).status).toBe("canceled");
		expect(await testDb.database.db.select().from(subscription).where(eq(subscription.userId, userId))).toEqual([]);
		expect((await client.get("/api/v1/me")).status).toBe(401);
	});

	it("deletes nothing when Stripe cannot cancel, says so, and succeeds when tried again", async () => {
		const { client, email, userId, subscriptionId } = await subscriber();
		peer.failNext(1);
		const refused = await client.send(
			"DELETE",
			"/api/v1/account",
			{ confirmation: email },
			{ "accept-language": "es" },
		);
		expect(refused.status).toBe(502);
		const body = (await refused.json()) as ErrorBody;
		expect(body.error.code).toBe("subscription_cancel_failed");
		expect(body.error.message).toContain("no se ha eliminado nada");
		expect(peer.subscriptionJson(subscriptionId).status).toBe("active");
		expect((await client.get("/api/v1/me")).status).toBe(200);
		const [row] = await testDb.database.db.select().from(subscription).where(eq(subscription.userId, userId));
		expect(row?.status).toBe("active");

		expect((await deleteAccount(client, email)).status).toBe(204);
		expect(peer.subscriptionJson(subscriptionId).status).toBe("canceled");
	});

	it("deletes the account when Stripe no longer has the subscription, and does not call Stripe for an ended one", async () => {
		const gone = await subscriber();
		peer.removeSubscription(gone.subscriptionId);
		expect((await deleteAccount(gone.client, gone.email)).status).toBe(204);

		const ended = await subscriber();
		await testDb.database.db
			.update(subscription)
			.set({ status: "canceled" })
			.where(eq(subscription.userId, ended.userId));
		expect((await deleteAccount(ended.client, ended.email)).status).toBe(204);
		expect(peer.requests).not.toContain(`DELETE /v1/subscriptions/${ended.subscriptionId}`);
	});
});
