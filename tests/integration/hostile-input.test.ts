import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { AccountView } from "#core/account/account-view.ts";
import type { ApiErrorBody } from "#core/errors/api-error-body.ts";
import { account } from "#db/schema/auth.ts";
import { translatorFor } from "#locales/catalogs.server.ts";
import { keepDataByMail } from "#tests/setup/account-by-mail.ts";
import type { ApiClient } from "#tests/setup/api-client.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { expectBadRequests } from "#tests/setup/bad-request.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";
import { serveOnLoopback } from "#tests/setup/live-sync-client.ts";
import { TEST_BASE_URL } from "#tests/setup/test-app.ts";

// Issue 19 item 4: text that cannot be stored (NUL, unpaired surrogates) and text far past any bound are refused with
// a 4xx that says which field, never a 500, on our API and on better-auth's endpoints alike.

const NUL = "before\0after";
const LONE_SURROGATE = "before\ud800after";
/** Just under the 1 MiB body limit once wrapped in JSON: it reaches validation. */
const NEARLY_A_MIB = "x".repeat(1024 * 1024 - 4096);
const A_MIB = "x".repeat(1024 * 1024);
const LONG_EMAIL = `${"a".repeat(3000)}@example.com`;
const emoji = (count: number) => "😀".repeat(count);

describeEachDatabase("hostile input", () => {
	const expectPayloadTooLarge = async (response: Response) => {
		expect(response.status).toBe(413);
		expect(((await response.json()) as ApiErrorBody).error.code).toBe("payload_too_large");
	};
	/** better-auth's endpoints keep their own error shape: `{ code, message }` with a 4xx. */
	const expectAuthRefusal = async (response: Response, label: string) => {
		expect(response.status, label).toBeGreaterThanOrEqual(400);
		expect(response.status, label).toBeLessThan(500);
		const body = (await response.json()) as { code?: unknown; message?: unknown };
		expect(body.code, label).toEqual(expect.any(String));
		expect(body.message, label).toEqual(expect.any(String));
	};

	test("tasks refuse NUL, lone surrogates and huge text in the title and description, naming the field", async ({
		newUser,
	}) => {
		const client = await newUser();
		const create = (fields: unknown) =>
			client.post("/api/v1/tasks", {
				id: randomUUID(),
				title: "Fine",
				quadrant: "urgent-important",
				...(fields as Record<string, unknown>),
			});
		await expectBadRequests(create, [
			{ body: { title: NUL }, field: "title" },
			{ body: { title: LONE_SURROGATE }, field: "title" },
			{ body: { title: NEARLY_A_MIB }, field: "title" },
			{ body: { description: NUL }, field: "description" },
			{ body: { description: LONE_SURROGATE }, field: "description" },
			{ body: { description: NEARLY_A_MIB }, field: "description" },
		]);
		const response = await create({ title: "Bad\0" });
		expect(((await response.json()) as ApiErrorBody).error.fields?.title).toBe(
			"This field contains characters that cannot be saved",
		);
		await expectPayloadTooLarge(await create({ description: A_MIB }));

		const task = await client.json<{ id: string }>(create({}));
		const update = (fields: unknown) => client.send("PATCH", `/api/v1/tasks/${task.id}`, fields);
		await expectBadRequests(update, [
			{ body: { title: NUL }, field: "title" },
			{ body: { title: LONE_SURROGATE }, field: "title" },
			{ body: { description: `x${"\udfff"}` }, field: "description" },
		]);
		const titles = (await client.json<{ tasks: { title: string }[] }>(client.get("/api/v1/tasks"))).tasks;
		expect(titles.map((each) => each.title)).toEqual(["Fine"]);
	});

	// Over a socket, a declared length is judged from the header and a chunked body as it arrives (body-size-limit.ts).
	test("over a real socket, a body within the limit is read whether its length is declared or it comes in chunks", async ({
		app,
		newUser,
	}) => {
		const client = await newUser();
		const served = await serveOnLoopback(app);
		const inChunks = (text: string) => {
			const bytes = new TextEncoder().encode(text);
			return new ReadableStream<Uint8Array>({
				start(controller) {
					for (let start = 0; start < bytes.length; start += 64 * 1024) {
						controller.enqueue(bytes.subarray(start, start + 64 * 1024));
					}
					controller.close();
				},
			});
		};
		try {
			const create = (fields: Record<string, string>, framing: "declared" | "chunked") => {
				const body = JSON.stringify({ id: randomUUID(), quadrant: "urgent-important", ...fields });
				return served.request("/api/v1/tasks", {
					method: "POST",
					headers: { cookie: client.jar.header(), origin: TEST_BASE_URL, "content-type": "application/json" },
					...(framing === "chunked" ? { body: inChunks(body), duplex: "half" } : { body }),
				});
			};
			for (const framing of ["declared", "chunked"] as const) {
				expect((await create({ title: `Sent ${framing}` }, framing)).status, framing).toBe(201);
				const nearlyAMib = await create({ title: "Long", description: NEARLY_A_MIB }, framing);
				expect(nearlyAMib.status, framing).toBe(400);
				expect(((await nearlyAMib.json()) as ApiErrorBody).error.fields?.description, framing).toBeDefined();
			}
		} finally {
			await served.close();
		}
		const titles = (await client.json<{ tasks: { title: string }[] }>(client.get("/api/v1/tasks"))).tasks;
		expect(titles.map((each) => each.title).sort()).toEqual(["Sent chunked", "Sent declared"]);
	});

	test("boards refuse NUL, lone surrogates and huge names, in their language", async ({ newUser }) => {
		// Pro: a Free user has one board and cannot add another.
		const client = await newUser({ subscription: {} });
		const create = (name: unknown) => client.post("/api/v1/boards", { id: randomUUID(), name });
		await expectBadRequests(create, [
			{ body: NUL, field: "name" },
			{ body: LONE_SURROGATE, field: "name" },
			{ body: NEARLY_A_MIB, field: "name" },
		]);
		const french = await client.post("/api/v1/boards", { id: randomUUID(), name: NUL }, { "accept-language": "fr-FR" });
		expect(((await french.json()) as ApiErrorBody).error.fields?.name).toBe(
			"Ce champ contient des caractères qui ne peuvent pas être enregistrés",
		);
		const board = await client.json<{ id: string }>(create("Work"));
		const rename = (name: unknown) => client.send("PATCH", `/api/v1/boards/${board.id}`, { name });
		await expectBadRequests(rename, [
			{ body: NUL, field: "name" },
			{ body: LONE_SURROGATE, field: "name" },
		]);
	});

	test("sign-up refuses hostile names, emails and passwords with better-auth's error shape, and creates no one", async ({
		app,
	}) => {
		const client = apiClient(app);
		const valid = { email: `someone-${randomUUID()}@example.com`, password: "a long enough password", name: "Ann" };
		const cases: Record<string, Record<string, unknown>> = {
			"NUL name": { name: NUL },
			"lone surrogate name": { name: LONE_SURROGATE },
			"500,000-character name": { name: "n".repeat(500_000) },
			"NUL email": { email: `a\0${valid.email}` },
			"lone surrogate email": { email: `a\ud800${valid.email}` },
			"3,000-character email": { email: LONG_EMAIL },
			"NUL password": { password: "long enough\0password" },
			"lone surrogate password": { password: "long enough \udc00 password" },
			"65-emoji password": { password: emoji(65) },
			"128-emoji password": { password: emoji(128) },
		};
		for (const [label, fields] of Object.entries(cases)) {
			await expectAuthRefusal(await client.post("/api/auth/sign-up/email", { ...valid, ...fields }), label);
		}
		const signIn = await apiClient(app).post("/api/auth/sign-in/email", {
			email: valid.email,
			password: valid.password,
		});
		expect(signIn.status).toBe(401);
	});

	test("sign-in refuses hostile and over-long emails and passwords with a 4xx", async ({ app, newUser }) => {
		const { email } = await newUser({ account: "email" });
		const client = apiClient(app);
		const cases: Record<string, Record<string, unknown>> = {
			"NUL email": { email: `${email}\0` },
			"lone surrogate email": { email: `\ud800${email}` },
			"3,000-character email": { email: LONG_EMAIL },
			"nearly a MiB email": { email: `${NEARLY_A_MIB}@example.com` },
			"NUL password": { email, password: "correct\0horse" },
			"lone surrogate password": { email, password: "correct\ud800horse" },
			"65-emoji password": { email, password: emoji(65) },
			"128-emoji password": { email, password: emoji(128) },
		};
		for (const [label, fields] of Object.entries(cases)) {
			await expectAuthRefusal(
				await client.post("/api/auth/sign-in/email", { password: "x".repeat(12), ...fields }),
				label,
			);
		}
	});

	test("better-auth's form bodies and query strings answer NUL with a 4xx", async ({ app }) => {
		const client = apiClient(app);
		const form = { "content-type": "application/x-www-form-urlencoded" };
		const email = encodeURIComponent(`someone\0@example.com`);
		for (const path of ["/api/auth/sign-in/email", "/api/auth/sign-up/email"]) {
			const response = await app.request(path, {
				method: "POST",
				headers: { origin: TEST_BASE_URL, ...form },
				body: `email=${email}&password=a+long+enough+password&name=Ann`,
			});
			await expectAuthRefusal(response, path);
		}
		await expectAuthRefusal(await client.get("/api/auth/verify-email?token=%00"), "verify-email");
	});

	test("the profile name refuses NUL, lone surrogates and huge names", async ({ newUser }) => {
		const client = await newUser({ account: "email", name: "Before" });
		for (const name of [NUL, LONE_SURROGATE, "n".repeat(500_000)]) {
			await expectAuthRefusal(await client.post("/api/auth/update-user", { name }), JSON.stringify(name.slice(0, 20)));
		}
		expect((await client.json<AccountView>(client.get("/api/v1/me"))).name).toBe("Before");
	});

	// Review round 3, D10: every session read (live sync's included) carried a 1 MB `image` once one was set.
	test("the profile image refuses more than 2,048 characters, in the visitor's language", async ({ newUser }) => {
		const client = await newUser({ account: "email" });
		const huge = `https://x.example/${"a".repeat(1_000_000)}`;
		const refused = await client.post("/api/auth/update-user", { image: huge }, { "accept-language": "fr" });
		expect(refused.status).toBe(400);
		const body = (await refused.json()) as { code: string; fields: Record<string, string> };
		expect(body.code).toBe("INVALID_INPUT");
		expect(body.fields.image).toBe(translatorFor("fr")("validation.maxLength", { max: 2048 }));
		const image = `https://x.example/${"a".repeat(2048 - 18)}`;
		expect((await client.post("/api/auth/update-user", { image })).status).toBe(200);
		const session = await client.get("/api/auth/get-session");
		expect(((await session.json()) as { user: { image: string } }).user.image).toBe(image);
		expect((await client.post("/api/auth/update-user", { image: null })).status).toBe(200);
	});

	test("adding credentials to an anonymous account refuses hostile input and changes nothing", async ({
		app,
		db,
		newUser,
	}) => {
		const client = await newUser();
		const email = `anonymous-${randomUUID()}@example.com`;
		const expectUnchanged = async (anonymous: ApiClient) => {
			const me = await anonymous.json<AccountView>(anonymous.get("/api/v1/me"));
			expect(me).toMatchObject({ isAnonymous: true, email: null, providers: [] });
			expect(await db.select().from(account).where(eq(account.userId, me.id))).toEqual([]);
		};
		await expectBadRequests(
			(body) => client.post("/api/v1/account/credentials", body),
			[
				{ body: { email, password: emoji(65) }, field: "password" },
				{ body: { email, password: emoji(128) }, field: "password" },
				{ body: { email, password: "long enough\0password" }, field: "password" },
				{ body: { email, password: "long enough\ud800password" }, field: "password" },
				{ body: { email: `${email}\0`, password: "a long enough password" }, field: "email" },
				{ body: { email: LONG_EMAIL, password: "a long enough password" }, field: "email" },
				{ body: { email: NEARLY_A_MIB, password: "a long enough password" }, field: "email" },
			],
		);
		await expectUnchanged(client);
		// Still anonymous: the same account takes a good email and password afterwards, once the mailed link is opened.
		const added = await keepDataByMail(app, client, { email, password: "a long enough password" });
		expect(added.status).toBe(302);
		expect((await client.json<AccountView>(client.get("/api/v1/me"))).isAnonymous).toBe(false);
	});

	test("adding credentials converts nothing until the mailed link, and then all at once", async ({ app, db }) => {
		// Defect 4 found a password stored before a failure; now the request stores no password on the account at all:
		// the link converts in one transaction (ADR 0022).
		const email = `atomic-${randomUUID()}@example.com`;
		const client = apiClient(app);
		expect((await client.post("/api/auth/sign-in/anonymous")).status).toBe(200);
		const asked = await client.post("/api/v1/account/credentials", { email, password: "a long enough password" });
		expect(asked.status).toBe(202);
		const me = await client.json<AccountView>(client.get("/api/v1/me"));
		expect(me).toMatchObject({ isAnonymous: true, email: null, providers: [] });
		expect(await db.select().from(account).where(eq(account.userId, me.id))).toEqual([]);
		expect(
			(await apiClient(app).post("/api/auth/sign-in/email", { email, password: "a long enough password" })).status,
		).toBe(401);
	});

	test("log lines stay short when requests carry huge text", async ({ appWith }) => {
		const lines: string[] = [];
		const app = appWith({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { logStream: { write: (line) => lines.push(line) } });
		const client = apiClient(app);
		await client.post("/api/auth/sign-in/email", { email: `${NEARLY_A_MIB}@example.com`, password: "a password" });
		await client.post("/api/auth/sign-up/email", {
			email: LONG_EMAIL,
			password: "a long password",
			name: NEARLY_A_MIB,
		});
		await client.post("/api/auth/sign-in/anonymous");
		await client.post("/api/v1/tasks", { id: randomUUID(), title: NEARLY_A_MIB, quadrant: NEARLY_A_MIB });
		expect(lines.length).toBeGreaterThan(0);
		for (const line of lines) expect(line.length).toBeLessThan(16 * 1024);
	});
});
