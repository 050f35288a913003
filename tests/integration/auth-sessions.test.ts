import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { ApiErrorBody } from "#core/errors/api-error-body.ts";
import { queryRows } from "#db/client.server.ts";
import { session as sessionTable, user } from "#db/schema/auth.ts";
import { keepDataByMail } from "#tests/setup/account-by-mail.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";
import { TEST_BASE_URL } from "#tests/setup/test-app.ts";
import { newUserOf, TEST_PASSWORD as PASSWORD } from "#tests/setup/test-user.ts";

type Me = { id: string; email: string | null; isAnonymous: boolean; emailVerified: boolean; providers: string[] };
let counter = 0;
const uniqueEmail = () => `person${Date.now()}${counter++}@example.com`;

test.override("appEnv", { TRUSTED_PROXY_HEADER: "x-real-ip" });

describeEachDatabase("accounts and sessions", () => {
	test("starts an anonymous user with a session and no account", async ({ app }) => {
		const client = apiClient(app);
		expect((await client.post("/api/auth/sign-in/anonymous")).status).toBe(200);
		const me = await client.json<Me>(client.get("/api/v1/me"));
		expect(me).toMatchObject({ isAnonymous: true, email: null });
	});

	test("answers 401 JSON on every /api/v1 route without a session, and for a tampered cookie", async ({ app }) => {
		// Stripe's webhook is an exception: server to server, authenticated by its signature (billing-webhook.test.ts). The
		// published contract is the other: it describes the code, nothing of any user's (ADR 0045).
		const publicPaths = new Set(["/api/v1/billing/webhook", "/api/v1/openapi.json"]);
		const routes = app.routes.filter(
			(route) => route.path.startsWith("/api/v1/") && route.method !== "ALL" && !publicPaths.has(route.path),
		);
		expect(routes.length).toBeGreaterThan(0);
		for (const route of routes) {
			const path = route.path.replace(/:(\w+)/g, "x");
			for (const cookie of [undefined, "quadrant.session_token=forged.value"]) {
				const response = await app.request(path, {
					method: route.method,
					headers: {
						origin: "http://localhost:3000",
						"content-type": "application/json",
						...(cookie ? { cookie } : {}),
					},
					body: route.method === "GET" ? undefined : "{}",
				});
				expect(response.status, `${route.method} ${route.path}`).toBe(401);
				expect(((await response.json()) as ApiErrorBody).error.code).toBe("unauthorized");
			}
		}
	});

	test("sets a session cookie that is HttpOnly, SameSite=Lax and lasts 400 days", async ({ app }) => {
		const response = await apiClient(app).post("/api/auth/sign-in/anonymous");
		const cookie = response.headers.getSetCookie().find((line) => line.startsWith("quadrant.session_token=")) ?? "";
		expect(cookie).toMatch(/HttpOnly/i);
		expect(cookie).toMatch(/SameSite=Lax/i);
		expect(cookie).toMatch(/Max-Age=34560000/);
	});

	test("marks the session cookie Secure behind an https address", async ({ appWith }) => {
		const secureApp = appWith({ BASE_URL: "https://quadrant.example" });
		const response = await secureApp.request("/api/auth/sign-in/anonymous", {
			method: "POST",
			headers: { origin: "https://quadrant.example" },
		});
		expect(response.headers.getSetCookie().find((line) => line.includes("session_token="))).toMatch(/Secure/);
	});

	test("signs up with email and password, stores a strong hash and mails a verification link that works", async ({
		appWith,
		db,
		subscribe,
	}) => {
		// The cost a production server hashes at (test servers lower it: core/auth/password-hash.ts).
		const app = appWith({ AUTH_RATE_LIMIT_PER_MINUTE: "1000", PASSWORD_HASH_COST: "owasp" });
		const client = await newUserOf(app, subscribe, db)({ account: "email" });
		const { email } = client;
		const [row] = await queryRows<{ password: string }>(
			db,
			sql`select a.password from account a join "user" u on u.id = a.user_id where u.email = ${email}`,
		);
		expect(row?.password.split("$").slice(0, 4)).toEqual(["scrypt", "131072", "8", "1"]);
		expect((await client.json<Me>(client.get("/api/v1/me"))).emailVerified).toBe(false);

		const mail = app.sent.findLast((candidate) => candidate.to === email);
		expect(mail?.subject).toBe("Confirm your email address for Quadrant");
		const link = /https?:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "";
		const verify = await client.get(link.replace("http://localhost:3000", ""));
		expect([200, 302]).toContain(verify.status);
		expect((await client.json<Me>(client.get("/api/v1/me"))).emailVerified).toBe(true);
	});

	test("keeps the session token in its HttpOnly cookie only, never in a JSON answer (ASVS 3.3.4)", async ({
		app,
		db,
	}) => {
		const email = uniqueEmail();
		const anonymous = apiClient(app);
		const person = apiClient(app);
		const answers = [
			await anonymous.post("/api/auth/sign-in/anonymous"),
			await anonymous.get("/api/auth/get-session"),
			await person.post("/api/auth/sign-up/email", { email, password: PASSWORD, name: "Ada" }),
			await person.post("/api/auth/sign-in/email", { email, password: PASSWORD }),
			await person.get("/api/auth/get-session"),
			await person.get("/api/auth/list-sessions"),
		];
		const tokens = (await db.select({ token: sessionTable.token }).from(sessionTable)).map((row) => row.token);
		expect(tokens.length).toBeGreaterThan(0);
		for (const answer of answers) {
			expect(answer.status).toBe(200);
			const text = await answer.text();
			expect(text).not.toMatch(/"token"/);
			for (const token of tokens) expect(text).not.toContain(token);
		}
		// The cookie alone carries the session.
		expect((await person.json<Me>(person.get("/api/v1/me"))).email).toBe(email);
		expect((await anonymous.json<Me>(anonymous.get("/api/v1/me"))).isAnonymous).toBe(true);
	});

	test("signs nobody in from a foreign page (login CSRF), and takes this site's own form posts", async ({
		app,
		newUser,
	}) => {
		const { email } = await newUser({ account: "email" });
		const client = apiClient(app);
		const foreignPages: Record<string, string>[] = [
			{ origin: "null" },
			{ origin: "https://evil.example" },
			{ "sec-fetch-site": "cross-site" },
		];
		for (const foreign of foreignPages) {
			const anonymous = await client.post("/api/auth/sign-in/anonymous", {}, foreign);
			expect(anonymous.status, JSON.stringify(foreign)).toBe(403);
			const withPassword = await client.post("/api/auth/sign-in/email", { email, password: PASSWORD }, foreign);
			expect(withPassword.status, JSON.stringify(foreign)).toBe(403);
			expect(withPassword.headers.getSetCookie()).toEqual([]);
		}
		const form = await client.send("POST", "/api/auth/sign-in/email", undefined, {
			"content-type": "application/x-www-form-urlencoded",
			"sec-fetch-site": "same-origin",
		});
		expect(form.status).not.toBe(403);
		const own = await client.post("/api/auth/sign-in/email", { email, password: PASSWORD });
		expect(own.status).toBe(200);
	});

	test("refuses a short password with its reason and never creates the user", async ({ app, db }) => {
		const email = uniqueEmail();
		const response = await apiClient(app).post("/api/auth/sign-up/email", { email, password: "short", name: "x" });
		expect(response.status).toBe(400);
		expect(((await response.json()) as { code: string }).code).toBe("PASSWORD_TOO_SHORT");
		expect(await db.select().from(user).where(eq(user.email, email))).toEqual([]);
	});

	test("answers a wrong password and an unknown email alike, revealing nothing", async ({ app, newUser }) => {
		const { email } = await newUser({ account: "email" });
		const wrong = await apiClient(app).post("/api/auth/sign-in/email", { email, password: "not the password" });
		const unknown = await apiClient(app).post("/api/auth/sign-in/email", { email: uniqueEmail(), password: PASSWORD });
		expect(wrong.status).toBe(401);
		expect(unknown.status).toBe(401);
		expect(await wrong.json()).toEqual(await unknown.json());
	});

	test("ends the session on the server at sign-out, and can sign out every other device", async ({ app, newUser }) => {
		const account = await newUser({ account: "email" });
		const laptop = await account.anotherDevice();
		const phone = await account.anotherDevice();
		const stolenCookie = phone.jar.header();
		expect((await laptop.post("/api/auth/revoke-other-sessions")).status).toBe(200);
		expect((await phone.get("/api/v1/me")).status).toBe(401);
		expect((await laptop.get("/api/v1/me")).status).toBe(200);
		await laptop.post("/api/auth/sign-out");
		expect((await app.request("/api/v1/me", { headers: { cookie: stolenCookie } })).status).toBe(401);
		expect((await laptop.get("/api/v1/me")).status).toBe(401);
	});

	test("signs a device in again over the cookie of a session that ended elsewhere", async ({ app, newUser }) => {
		const account = await newUser({ account: "email" });
		const laptop = await account.anotherDevice();
		const phone = await account.anotherDevice();
		expect((await laptop.post("/api/auth/revoke-other-sessions")).status).toBe(200);
		expect(phone.jar.cookies.has("quadrant.session_token"), "the phone still holds its dead cookie").toBe(true);
		const signIn = await phone.post("/api/auth/sign-in/email", { email: account.email, password: account.password });
		expect(signIn.status).toBe(200);
		expect(await phone.json<Me>(phone.get("/api/v1/me"))).toMatchObject({ email: account.email });

		// The same over a dead anonymous session: the browser of a person who tried the app, then signs in.
		const visitor = apiClient(app);
		await visitor.post("/api/auth/sign-in/anonymous");
		const visitorCookie = visitor.jar.header();
		expect((await visitor.post("/api/auth/sign-out")).status).toBe(200);
		const signInAfterVisit = await app.request("/api/auth/sign-in/email", {
			method: "POST",
			headers: { origin: TEST_BASE_URL, "content-type": "application/json", cookie: visitorCookie },
			body: JSON.stringify({ email: account.email, password: account.password }),
		});
		const newCookie = signInAfterVisit.headers
			.getSetCookie()
			.find((line) => line.startsWith("quadrant.session_token=") && !/Max-Age=0/i.test(line));
		expect(newCookie, "a new session cookie").toBeDefined();
		const me = await app.request("/api/v1/me", { headers: { cookie: newCookie?.split(";")[0] ?? "" } });
		expect(me.status).toBe(200);
	});

	test("renews an account's session as it is used, to 30 days from its last use", async ({ db, newUser }) => {
		const client = await newUser({ account: "email" });
		const me = await client.json<Me>(client.get("/api/v1/me"));
		const DAY = 24 * 60 * 60 * 1000;
		// As if signed in two days ago and not seen since.
		await db
			.update(sessionTable)
			.set({ expiresAt: new Date(Date.now() + 28 * DAY), updatedAt: new Date(Date.now() - 2 * DAY) })
			.where(eq(sessionTable.userId, me.id));
		const response = await client.get("/api/v1/me");
		expect(response.status).toBe(200);
		const [row] = await db.select().from(sessionTable).where(eq(sessionTable.userId, me.id));
		const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / DAY;
		expect(days).toBeGreaterThan(29.9);
		expect(days).toBeLessThanOrEqual(30);
	});

	test("treats an expired session as no session", async ({ db, newUser }) => {
		const client = await newUser({ account: "email" });
		const me = await client.json<Me>(client.get("/api/v1/me"));
		await db
			.update(sessionTable)
			.set({ expiresAt: new Date(Date.now() - 1000) })
			.where(eq(sessionTable.userId, me.id));
		expect((await client.get("/api/v1/me")).status).toBe(401);
	});

	test("turns an anonymous user into an email account in place once the mailed link is opened, with a new session token", async ({
		app,
		newUser,
	}) => {
		const client = await newUser();
		const before = await client.json<Me>(client.get("/api/v1/me"));
		const anonymousCookie = client.jar.header();
		const email = uniqueEmail();
		expect((await keepDataByMail(app, client, { email, password: PASSWORD })).status).toBe(302);
		expect(app.sent.findLast((mail) => mail.to === email)?.subject).toBe("Confirm your address to keep your tasks");
		const after = await client.json<Me>(client.get("/api/v1/me"));
		expect(after).toMatchObject({
			id: before.id,
			email,
			isAnonymous: false,
			emailVerified: true,
			providers: ["credential"],
		});
		expect(client.jar.header()).not.toBe(anonymousCookie);
		expect((await app.request("/api/v1/me", { headers: { cookie: anonymousCookie } })).status).toBe(401);

		const elsewhere = apiClient(app);
		await elsewhere.post("/api/auth/sign-in/email", { email, password: PASSWORD });
		expect((await elsewhere.json<Me>(elsewhere.get("/api/v1/me"))).id).toBe(before.id);
	});

	test("answers an email that another account has as a free one, mailing its owner, with field messages for bad input", async ({
		app,
		newUser,
	}) => {
		const { email } = await newUser({ account: "email" });
		const client = await newUser();
		const taken = await client.post("/api/v1/account/credentials", { email, password: PASSWORD });
		expect(taken.status).toBe(202);
		expect(await taken.json()).toEqual({ status: "confirmation_sent" });
		expect(app.sent.findLast((mail) => mail.to === email)?.subject).toBe("You already have a Quadrant account");

		const bad = await client.post("/api/v1/account/credentials", { email: "nope", password: "short" });
		expect(bad.status).toBe(400);
		expect(((await bad.json()) as ApiErrorBody).error.fields).toEqual({
			email: "Please enter a valid email address",
			password: "This field must be at least 8 characters",
		});
		expect((await client.json<Me>(client.get("/api/v1/me"))).isAnonymous).toBe(true);
	});

	test("resets a password once through the mailed link, within the hour, and signs out the other sessions", async ({
		app,
		db,
		newUser,
	}) => {
		const oldDevice = await newUser({ account: "email" });
		const { email } = oldDevice;
		const requester = apiClient(app);
		const request = await requester.post("/api/auth/request-password-reset", {
			email,
			redirectTo: "/fr/login?mode=reset",
		});
		expect(request.status).toBe(200);
		const mail = app.sent.findLast(
			(candidate) => candidate.to === email && candidate.subject !== "Confirm your email address for Quadrant",
		);
		expect(mail?.subject).not.toBe("Reset your Quadrant password"); // sent in French: the link returns to /fr
		const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "");
		const landing = await requester.get(`${link.pathname}${link.search}`);
		expect(landing.status).toBe(302);
		const token = new URL(landing.headers.get("location") ?? "", "http://x").searchParams.get("token") ?? "";
		expect(token).not.toBe("");
		const [stored] = await queryRows<{ expires_at: Date }>(
			db,
			sql`select expires_at from verification where identifier = ${`reset-password:${token}`}`,
		);
		const minutes = (new Date(stored?.expires_at ?? 0).getTime() - Date.now()) / 60_000;
		expect(minutes).toBeGreaterThan(58);
		expect(minutes).toBeLessThanOrEqual(60);

		const newPassword = "a brand new password";
		expect((await requester.post("/api/auth/reset-password", { token, newPassword })).status).toBe(200);
		expect((await requester.post("/api/auth/reset-password", { token, newPassword: "yet another one" })).status).toBe(
			400,
		);
		expect((await oldDevice.get("/api/v1/me")).status).toBe(401);
		expect(
			app.sent.some((notice) => notice.to === email && notice.subject === "Your Quadrant password was changed"),
		).toBe(true);
		const fresh = apiClient(app);
		expect((await fresh.post("/api/auth/sign-in/email", { email, password: newPassword })).status).toBe(200);
		expect((await apiClient(app).post("/api/auth/sign-in/email", { email, password: PASSWORD })).status).toBe(401);
	});

	test("changes a password after a recent sign-in only, signing out the other devices when asked", async ({
		db,
		newUser,
	}) => {
		const client = await newUser({ account: "email" });
		const phone = await client.anotherDevice();
		const newPassword = "a fresh new password";
		const changed = await client.post("/api/auth/change-password", {
			currentPassword: client.password,
			newPassword,
			revokeOtherSessions: true,
		});
		expect(changed.status).toBe(200);
		expect((await phone.get("/api/v1/me")).status).toBe(401);
		expect((await client.get("/api/v1/me")).status).toBe(200);

		const me = await client.json<Me>(client.get("/api/v1/me"));
		await db
			.update(sessionTable)
			.set({ createdAt: new Date(Date.now() - 60 * 60 * 1000) })
			.where(eq(sessionTable.userId, me.id));
		const stale = await client.post("/api/auth/change-password", {
			currentPassword: newPassword,
			newPassword: client.password,
		});
		expect(stale.status).toBe(403);
		expect(((await stale.json()) as { code: string }).code).toBe("SESSION_NOT_FRESH");
		const staleEmail = await client.post("/api/auth/change-email", { newEmail: uniqueEmail() });
		expect(staleEmail.status).toBe(403);
	});

	test("refuses a callback URL on another site", async ({ app }) => {
		const response = await apiClient(app).post("/api/auth/sign-up/email", {
			email: uniqueEmail(),
			password: PASSWORD,
			name: "x",
			callbackURL: "https://evil.example/steal",
		});
		expect(response.status).toBe(403);
	});
});
