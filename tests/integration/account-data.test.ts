import { randomBytes, randomUUID } from "node:crypto";
import { eq, getTableName } from "drizzle-orm";
import { beforeAll, expect } from "vitest";
import type { ApiErrorBody } from "#core/errors/api-error-body.ts";
import type { Db } from "#db/client.server.ts";
import { verification } from "#db/schema/auth.ts";
import { subscription } from "#db/schema/billing.ts";
import { type ApiClient, apiClient } from "#tests/setup/api-client.ts";
import { test as base, describeEachDatabase } from "#tests/setup/fixtures.ts";
import { type UserColumn, userColumns, userRowCounts } from "#tests/setup/user-rows.ts";

type Export = {
	formatVersion: number;
	exportedAt: string;
	account: Record<string, unknown> & { signInMethods: { provider: string; linkedAt: string }[] };
	boards: { id: string; name: string; isDefault: boolean }[];
	tasks: Record<string, unknown>[];
	settings: { viewOptions: Record<string, boolean>; notificationsEnabled: boolean; timeZone: string | null };
	subscription: { plan: string; status: string | null };
};

const BOM = "\uFEFF";
const today = () => new Date().toISOString().slice(0, 10);
const WEBHOOK_SECRET = `whsec_${randomBytes(24).toString("base64url")}`;

/** A user whose Pro subscription lives in the Stripe peer, recorded locally as the webhooks would. */
const test = base.extend("newSubscriber", ({ newUser, stripePeer, subscribe }) => async () => {
	const client = await newUser({ account: "email" });
	const customer = `cus_${randomBytes(8).toString("hex")}`;
	const stripeSubscription = stripePeer.putSubscription({ customer, metadata: { userId: client.userId } });
	await subscribe(client, {
		stripeCustomerId: customer,
		stripeSubscriptionId: stripeSubscription.id,
		status: "active",
		currentPeriodEnd: new Date(stripeSubscription.currentPeriodEnd * 1000),
	});
	return { client, email: client.email, userId: client.userId, subscriptionId: stripeSubscription.id };
});

const deleteAccount = (client: ApiClient, body: unknown, headers?: Record<string, string>) =>
	client.send("DELETE", "/api/v1/account", body, headers);

describeEachDatabase("your data (export and account deletion)", () => {
	let columns: UserColumn[];
	beforeAll(async () => {
		columns = await userColumns();
	});

	const addTask = async (client: ApiClient, fields: Record<string, unknown>) => {
		const id = randomUUID();
		const response = await client.post("/api/v1/tasks", { id, quadrant: "urgent-important", ...fields });
		expect(response.status).toBe(201);
		return id;
	};
	/** Rows per table that name this user. */
	const rowsOf = (db: Db, userId: string) => userRowCounts(db, columns, userId);

	test("finds the user's tables in the schema, including those added later", () => {
		const names = columns.map(({ table }) => getTableName(table));
		for (const name of ["user", "session", "account", "board", "task", "subscription", "user_settings"]) {
			expect(names).toContain(name);
		}
	});

	test("exports the user's account, boards, tasks, settings and plan as JSON, and nothing of anyone else's", async ({
		newUser,
	}) => {
		const owner = await newUser({ account: "email", name: "Ada" });
		const other = await newUser({ account: "email", name: "Ada" });
		const otherTask = await addTask(other, { title: "Other person's secret plan" });
		await addTask(owner, {
			title: "写报告",
			description: "Quarterly, with numbers",
			priority: "high",
			dueDate: "2026-12-01",
			dueTime: "09:30",
		});
		expect((await owner.post("/api/v1/billing/test/complete", { interval: "month" })).status).toBe(200);
		const created = await owner.post("/api/v1/boards", { id: randomUUID(), name: "Home" });
		expect(created.status).toBe(201);
		const home = await created.json();
		await addTask(owner, { title: "Water the plants", boardId: (home as { id: string }).id });
		expect((await owner.send("PATCH", "/api/v1/view-options", { hideCompleted: true })).status).toBeLessThan(300);

		const before = Date.now();
		const response = await owner.get("/api/v1/account/export");
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

	test("exports the tasks as CSV with a BOM for Excel, and defuses cells that would run as formulas", async ({
		newUser,
	}) => {
		const owner = await newUser({ account: "email", name: "Ada" });
		const other = await newUser({ account: "email", name: "Ada" });
		await addTask(other, { title: "Not mine" });
		await addTask(owner, { title: "会議の準備", description: 'Line one\nline "two", three' });
		for (const title of ['=HYPERLINK("http://evil.test")', "+1+2", "-3", "@SUM(A1)"]) {
			await addTask(owner, { title, quadrant: "not-urgent-important" });
		}
		await addTask(owner, { title: "Tab", description: "\t=1+1", quadrant: "urgent-not-important" });

		const response = await owner.get("/api/v1/account/export/tasks.csv");
		expect(response.status).toBe(200);
		expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
		expect(response.headers.get("content-disposition")).toBe(`attachment; filename="quadrant-tasks-${today()}.csv"`);
		const bytes = new Uint8Array(await response.arrayBuffer());
		expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
		const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
		expect(text.startsWith(BOM)).toBe(true);
		const lines = text.slice(1).split("\r\n");
		expect(lines[0]).toBe(
			"board,quadrant,title,description,status,priority,due_date,due_time,repeat,created,updated,checklist",
		);
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

	test("refuses a deletion whose confirmation does not match, with the field named, and deletes nothing", async ({
		db,
		newUser,
	}) => {
		const owner = await newUser({ account: "email", name: "Ada" });
		await addTask(owner, { title: "Keep me" });
		const rows = await rowsOf(db, owner.userId);

		const wrong = await deleteAccount(owner, { confirmation: "someone@example.test" }, { "accept-language": "fr" });
		expect(wrong.status).toBe(400);
		const body = (await wrong.json()) as ApiErrorBody;
		expect(body.error.code).toBe("confirmation_mismatch");
		expect(body.error.message).toContain("confirmation ne correspond pas");
		expect(body.error.fields?.confirmation).toBe(body.error.message);

		// An anonymous user's word does not delete an account that has an email.
		expect((await deleteAccount(owner, { confirmation: "DELETE" })).status).toBe(400);
		const missing = await deleteAccount(owner, {});
		expect(missing.status).toBe(400);
		expect(((await missing.json()) as ApiErrorBody).error.fields).toHaveProperty("confirmation");

		expect((await owner.get("/api/v1/me")).status).toBe(200);
		expect(await rowsOf(db, owner.userId)).toEqual(rows);
	});

	test("deletes every row of the user in every table, signs every device out, and leaves other users alone", async ({
		app,
		db,
		newUser,
	}) => {
		const owner = await newUser({ account: "email", name: "Ada" });
		const other = await newUser({ account: "email", name: "Ada" });
		const secondDevice = await owner.anotherDevice();
		for (const client of [owner, other]) {
			await addTask(client, { title: "A task" });
			expect((await client.post("/api/v1/billing/test/complete", { interval: "year" })).status).toBe(200);
			const board = await client.post("/api/v1/boards", { id: randomUUID(), name: "Work" });
			const { id } = (await board.json()) as { id: string };
			await addTask(client, { title: "On the second board", boardId: id });
			expect((await client.send("PATCH", "/api/v1/view-options", { showDateTags: false })).status).toBeLessThan(300);
		}
		// A pending password-reset link, stored under its token with the user id as its value.
		expect((await apiClient(app).post("/api/auth/request-password-reset", { email: owner.email })).status).toBe(200);
		expect(await db.select().from(verification).where(eq(verification.value, owner.userId))).toHaveLength(1);

		const ownerRows = await rowsOf(db, owner.userId);
		for (const table of ["session", "account", "board", "task", "subscription", "user_settings", "change_log"]) {
			expect(ownerRows[`${table}.user_id`], table).toBeGreaterThan(0);
		}
		const otherRows = await rowsOf(db, other.userId);
		const cookie = owner.jar.header();

		const response = await deleteAccount(owner, { confirmation: `  ${owner.email.toUpperCase()} ` });
		expect(response.status).toBe(204);
		// The browser's session cookie is cleared.
		expect(response.headers.getSetCookie().some((line) => /session_token=;/.test(line))).toBe(true);

		expect(await rowsOf(db, owner.userId)).toEqual(Object.fromEntries(Object.keys(ownerRows).map((key) => [key, 0])));
		expect(await db.select().from(verification).where(eq(verification.value, owner.userId))).toEqual([]);
		expect(await rowsOf(db, other.userId)).toEqual(otherRows);

		// The old session works nowhere any more, on this device or another.
		const replay = await app.request("/api/v1/me", { headers: { cookie } });
		expect(replay.status).toBe(401);
		expect((await secondDevice.get("/api/v1/me")).status).toBe(401);
		expect((await other.get("/api/v1/me")).status).toBe(200);
		// The password signs nobody in any more.
		const again = apiClient(app);
		expect((await again.post("/api/auth/sign-in/email", { email: owner.email, password: owner.password })).status).toBe(
			401,
		);
	});

	test("lets anonymous users export and delete too, confirming with the word in any of the languages", async ({
		db,
		newUser,
	}) => {
		const client = await newUser();
		const id = client.userId;
		await addTask(client, { title: "Anonymous idea" });

		const data = await client.json<Export>(client.get("/api/v1/account/export"));
		expect(data.account).toMatchObject({ id, isAnonymous: true, email: null, name: null });
		expect(data.tasks.map((task) => task.title)).toEqual(["Anonymous idea"]);
		const csv = await (await client.get("/api/v1/account/export/tasks.csv")).text();
		expect(csv).toContain("Anonymous idea");

		expect((await deleteAccount(client, { confirmation: "delete it" })).status).toBe(400);
		expect((await deleteAccount(client, { confirmation: "supprimer" })).status).toBe(204);
		expect(Object.values(await rowsOf(db, id)).every((value) => value === 0)).toBe(true);
		expect((await client.get("/api/v1/me")).status).toBe(401);
	});

	test("needs a session", async ({ app }) => {
		const client = apiClient(app);
		expect((await client.get("/api/v1/account/export")).status).toBe(401);
		expect((await client.get("/api/v1/account/export/tasks.csv")).status).toBe(401);
		expect((await deleteAccount(client, { confirmation: "DELETE" })).status).toBe(401);
	});
});

describeEachDatabase("account deletion with Stripe", () => {
	test.override("appEnv", ({ stripePeer }) => ({
		STRIPE_SECRET_KEY: stripePeer.secretKey,
		STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
		STRIPE_API_URL: stripePeer.url,
	}));

	test("cancels the subscription in Stripe at once, then deletes the account", async ({
		db,
		newSubscriber,
		stripePeer,
	}) => {
		const { client, email, userId, subscriptionId } = await newSubscriber();
		const response = await deleteAccount(client, { confirmation: email });
		expect(response.status).toBe(204);
		expect(stripePeer.requests).toContain(`DELETE /v1/subscriptions/${subscriptionId}`);
		expect(stripePeer.subscriptionJson(subscriptionId).status).toBe("canceled");
		expect(await db.select().from(subscription).where(eq(subscription.userId, userId))).toEqual([]);
		expect((await client.get("/api/v1/me")).status).toBe(401);
	});

	test("deletes nothing when Stripe cannot cancel, says so, and succeeds when tried again", async ({
		db,
		newSubscriber,
		stripePeer,
	}) => {
		const { client, email, userId, subscriptionId } = await newSubscriber();
		stripePeer.failNext(1);
		const refused = await client.send(
			"DELETE",
			"/api/v1/account",
			{ confirmation: email },
			{ "accept-language": "es" },
		);
		expect(refused.status).toBe(502);
		const body = (await refused.json()) as ApiErrorBody;
		expect(body.error.code).toBe("subscription_cancel_failed");
		expect(body.error.message).toContain("no se ha eliminado nada");
		expect(stripePeer.subscriptionJson(subscriptionId).status).toBe("active");
		expect((await client.get("/api/v1/me")).status).toBe(200);
		const [row] = await db.select().from(subscription).where(eq(subscription.userId, userId));
		expect(row?.status).toBe("active");

		expect((await deleteAccount(client, { confirmation: email })).status).toBe(204);
		expect(stripePeer.subscriptionJson(subscriptionId).status).toBe("canceled");
	});

	test("deletes the account when Stripe no longer has the subscription, and does not call Stripe for an ended one", async ({
		newSubscriber,
		subscribe,
		stripePeer,
	}) => {
		const gone = await newSubscriber();
		stripePeer.removeSubscription(gone.subscriptionId);
		expect((await deleteAccount(gone.client, { confirmation: gone.email })).status).toBe(204);

		const ended = await newSubscriber();
		await subscribe(ended.client, { status: "canceled" });
		expect((await deleteAccount(ended.client, { confirmation: ended.email })).status).toBe(204);
		expect(stripePeer.requests).not.toContain(`DELETE /v1/subscriptions/${ended.subscriptionId}`);
	});
});
