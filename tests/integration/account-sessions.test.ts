import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { type SessionView, sessionViewSchema } from "#core/auth/session-view.ts";
import type { ApiErrorBody } from "#core/errors/api-error-body.ts";
import { account, session as sessionTable } from "#db/schema/auth.ts";
import { unusedTotpCode } from "#tests/e2e/support/totp.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";

const DAY = 24 * 60 * 60 * 1000;
const FIREFOX_ON_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_ON_IPHONE =
	"Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

type Me = { id: string };
type Sessions = { sessions: SessionView[] };

test.override("appEnv", { TRUSTED_PROXY_HEADER: "x-real-ip" });

describeEachDatabase("signed-in devices and session lifetime", () => {
	test("lists the account's devices from their user agents, marks this one, and shows no token", async ({
		app,
		newUser,
	}) => {
		const laptop = await newUser({ account: "email" });
		const phone = apiClient(app, { ip: "198.51.100.7" });
		const signIn = { email: laptop.email, password: laptop.password };
		await phone.post("/api/auth/sign-in/email", signIn, { "user-agent": SAFARI_ON_IPHONE });
		await laptop.post("/api/auth/sign-in/email", signIn, { "user-agent": FIREFOX_ON_WINDOWS });

		const response = await laptop.get("/api/v1/account/sessions");
		expect(response.status).toBe(200);
		const text = await response.text();
		expect(text).not.toMatch(/token/i);
		const { sessions } = JSON.parse(text) as Sessions;
		// The one declared shape, strictly: no field beyond it (a token would be one).
		expect(() => sessionViewSchema.array().parse(sessions)).not.toThrow();
		const current = sessions.filter((item) => item.isCurrent);
		expect(current).toEqual([expect.objectContaining({ browser: "Firefox", os: "Windows", device: "desktop" })]);
		expect(sessions).toContainEqual(
			expect.objectContaining({
				browser: "Safari",
				os: "iOS",
				device: "mobile",
				ipAddress: "198.51.100.7",
				isCurrent: false,
			}),
		);
	});

	test("revokes one device by its id at once, never another user's, and all others on request", async ({ newUser }) => {
		const laptop = await newUser({ account: "email" });
		const phone = await laptop.anotherDevice();
		const tablet = await laptop.anotherDevice();
		const stranger = await newUser({ account: "email" });
		const ids = async () => (await laptop.json<Sessions>(laptop.get("/api/v1/account/sessions"))).sessions;
		const phoneId = (await phone.json<Sessions>(phone.get("/api/v1/account/sessions"))).sessions.find(
			(item) => item.isCurrent,
		)?.id;
		expect(phoneId).toBeDefined();

		const foreign = await stranger.send("DELETE", `/api/v1/account/sessions/${phoneId}`);
		expect(foreign.status).toBe(404);
		expect(((await foreign.json()) as ApiErrorBody).error.code).toBe("not_found");
		expect((await phone.get("/api/v1/me")).status).toBe(200);

		expect((await laptop.send("DELETE", `/api/v1/account/sessions/${phoneId}`)).status).toBe(204);
		expect((await phone.get("/api/v1/me")).status).toBe(401);
		expect((await laptop.send("DELETE", `/api/v1/account/sessions/${phoneId}`)).status).toBe(404);
		expect((await ids()).length).toBe(3 - 1);

		const others = await laptop.json<{ revoked: number }>(laptop.send("DELETE", "/api/v1/account/sessions/others"));
		expect(others.revoked).toBe(1);
		expect((await tablet.get("/api/v1/me")).status).toBe(401);
		expect((await laptop.get("/api/v1/me")).status).toBe(200);
		expect((await ids()).map((item) => item.isCurrent)).toEqual([true]);
		expect((await stranger.get("/api/v1/me")).status).toBe(200);
	});

	test("asks for a recent sign-in before ending other devices' sessions, so a stolen one cannot end its owner's", async ({
		db,
		newUser,
	}) => {
		const laptop = await newUser({ account: "email" });
		const phone = await laptop.anotherDevice();
		const phoneId = (await phone.json<Sessions>(phone.get("/api/v1/account/sessions"))).sessions.find(
			(item) => item.isCurrent,
		)?.id;
		await db
			.update(sessionTable)
			.set({ createdAt: new Date(Date.now() - 60 * 60 * 1000) })
			.where(eq(sessionTable.userId, laptop.userId));
		for (const path of ["/api/v1/account/sessions/others", `/api/v1/account/sessions/${phoneId}`]) {
			const stale = await laptop.send("DELETE", path, undefined, { "accept-language": "fr" });
			expect(stale.status, path).toBe(403);
			const { error } = (await stale.json()) as ApiErrorBody;
			expect(error.code).toBe("sign_in_again");
			expect(error.message).toMatch(/connect/i);
		}
		expect((await phone.get("/api/v1/me")).status).toBe(200);

		// Signed in again, the same person ends the other devices at once.
		const signedInAgain = await laptop.anotherDevice();
		expect((await signedInAgain.send("DELETE", "/api/v1/account/sessions/others")).status).toBe(200);
		expect((await phone.get("/api/v1/me")).status).toBe(401);
		expect((await laptop.get("/api/v1/me")).status).toBe(401);
	});

	test("lets an anonymous user end another session of theirs without signing in again", async ({ db, newUser }) => {
		const visitor = await newUser();
		await db
			.update(sessionTable)
			.set({ createdAt: new Date(Date.now() - 60 * 60 * 1000) })
			.where(eq(sessionTable.userId, visitor.userId));
		expect((await visitor.send("DELETE", "/api/v1/account/sessions/others")).status).toBe(200);
	});

	test("ends an account's session after 30 idle days, renewing it a day at a time while used", async ({
		db,
		newUser,
	}) => {
		const client = await newUser({ account: "email" });
		const me = await client.json<Me>(client.get("/api/v1/me"));
		const expiry = async () =>
			((await db.select().from(sessionTable).where(eq(sessionTable.userId, me.id)))[0]?.expiresAt.getTime() ?? 0) -
			Date.now();
		expect(await expiry()).toBeGreaterThan(29.9 * DAY);
		expect(await expiry()).toBeLessThanOrEqual(30 * DAY);

		// Last renewed two days ago: the next request renews it, to 30 days from now.
		await db
			.update(sessionTable)
			.set({ expiresAt: new Date(Date.now() + 28 * DAY), updatedAt: new Date(Date.now() - 2 * DAY) })
			.where(eq(sessionTable.userId, me.id));
		expect((await client.get("/api/v1/me")).status).toBe(200);
		expect(await expiry()).toBeGreaterThan(29.9 * DAY);
		const [row] = await db.select().from(sessionTable).where(eq(sessionTable.userId, me.id));
		expect(Date.now() - (row?.updatedAt.getTime() ?? 0)).toBeLessThan(60_000);

		// Renewed an hour ago: no write.
		await db
			.update(sessionTable)
			.set({ expiresAt: new Date(Date.now() + 30 * DAY - 60 * 60 * 1000) })
			.where(eq(sessionTable.userId, me.id));
		expect((await client.get("/api/v1/me")).status).toBe(200);
		expect(await expiry()).toBeLessThan(30 * DAY - 59 * 60 * 1000);
	});

	test("ends an account's session 90 days after its sign-in however much it is used", async ({ db, newUser }) => {
		const client = await newUser({ account: "email" });
		const me = await client.json<Me>(client.get("/api/v1/me"));
		await db
			.update(sessionTable)
			.set({ createdAt: new Date(Date.now() - 90 * DAY - 60_000), updatedAt: new Date(Date.now() - 60_000) })
			.where(eq(sessionTable.userId, me.id));
		expect((await client.get("/api/v1/me")).status).toBe(401);
		expect((await client.get("/api/v1/account/sessions")).status).toBe(401);
		// Due for its daily renewal: the renewal ends it for better-auth's own endpoints too.
		await db
			.update(sessionTable)
			.set({ updatedAt: new Date(Date.now() - 2 * DAY), expiresAt: new Date(Date.now() + 28 * DAY) })
			.where(eq(sessionTable.userId, me.id));
		await client.get("/api/auth/get-session");
		expect((await client.json<unknown>(client.get("/api/auth/get-session"))) ?? null).toBeNull();
	});

	test("keeps an anonymous user's only session for 400 idle days and any age", async ({ db, newUser }) => {
		const client = await newUser();
		const me = await client.json<Me>(client.get("/api/v1/me"));
		const [row] = await db.select().from(sessionTable).where(eq(sessionTable.userId, me.id));
		expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(399.9 * DAY);
		await db
			.update(sessionTable)
			.set({ createdAt: new Date(Date.now() - 365 * DAY), updatedAt: new Date(Date.now() - 200 * DAY) })
			.where(eq(sessionTable.userId, me.id));
		expect((await client.get("/api/v1/me")).status).toBe(200);
	});

	test("names its cookies __Host- on https, Secure, for the whole site and this host, and reads them back", async ({
		appWith,
	}) => {
		const origin = "https://quadrant.example";
		const secureApp = appWith({ BASE_URL: origin });
		const response = await secureApp.request("/api/auth/sign-in/anonymous", { method: "POST", headers: { origin } });
		const cookie = response.headers.getSetCookie().find((line) => line.includes("session_token=")) ?? "";
		expect(cookie).toMatch(/^__Host-quadrant\.session_token=/);
		expect(cookie).toMatch(/; Secure/i);
		expect(cookie).toMatch(/; Path=\//i);
		expect(cookie).not.toMatch(/Domain=/i);
		const me = await secureApp.request("/api/v1/me", {
			headers: { origin, cookie: cookie.split(";")[0] ?? "" },
		});
		expect(me.status).toBe(200);
	});

	test("asks for a recent sign-in before adding a password, and mails the user once it is added", async ({
		app,
		db,
		newUser,
	}) => {
		const client = await newUser({ account: "email" });
		const me = await client.json<Me>(client.get("/api/v1/me"));
		// As an account that signs in with Google only: no password yet.
		await db
			.update(account)
			.set({ providerId: "google", accountId: `google-${me.id}`, password: null })
			.where(eq(account.userId, me.id));
		const added = await client.post("/api/v1/account/password", { password: "a password of my own" });
		expect(added.status).toBe(204);
		const notice = app.sent.findLast((mail) => mail.to === client.email);
		expect(notice?.subject).toBe("A password was added to your Quadrant account");

		await db.delete(account).where(and(eq(account.userId, me.id), eq(account.providerId, "credential")));
		await db
			.update(sessionTable)
			.set({ createdAt: new Date(Date.now() - 60 * 60 * 1000) })
			.where(eq(sessionTable.userId, me.id));
		const stale = await client.post("/api/v1/account/password", { password: "another long password" });
		expect(stale.status).toBe(403);
		expect(((await stale.json()) as ApiErrorBody).error.code).toBe("sign_in_again");
	});

	test("mails the user, in the language of the page, when their password changes, and nothing when refused", async ({
		app,
		newUser,
	}) => {
		const client = await newUser({ account: "email" });
		const mailsTo = () => app.sent.filter((mail) => mail.to === client.email).map((mail) => mail.subject);
		const french = { referer: "http://localhost:3000/fr/profile" };
		const changed = await client.post(
			"/api/auth/change-password",
			{ currentPassword: client.password, newPassword: "a completely new password" },
			french,
		);
		expect(changed.status).toBe(200);
		expect(mailsTo()).toContain("Le mot de passe de votre compte Quadrant a été modifié");
		expect(app.sent.findLast((mail) => mail.to === client.email)?.text).toContain("http://localhost:3000/fr/login");

		const count = mailsTo().length;
		const refused = await client.post("/api/auth/change-password", {
			currentPassword: "not the password",
			newPassword: "yet another password",
		});
		expect(refused.status).toBe(400);
		expect(mailsTo().length).toBe(count);
	});

	test("mails the user when two-step verification is turned on, and when it is turned off", async ({
		app,
		newUser,
	}) => {
		const client = await newUser({ account: "email" });
		const mailsTo = () => app.sent.filter((mail) => mail.to === client.email).map((mail) => mail.subject);
		const enabled = await client.json<{ totpURI: string }>(
			client.post("/api/auth/two-factor/enable", { password: client.password }),
		);
		const secret = new URL(enabled.totpURI).searchParams.get("secret") ?? "";
		const steps = new Set<number>();
		// Asked for, not yet on: nothing changed until a code confirms it.
		expect(mailsTo()).not.toContain("Two-step verification is now on for your Quadrant account");
		await client.post("/api/auth/two-factor/verify-totp", { code: unusedTotpCode(secret, steps) });
		expect(mailsTo()).toContain("Two-step verification is now on for your Quadrant account");
		const disabled = await client.post("/api/auth/two-factor/disable", {
			password: client.password,
			code: unusedTotpCode(secret, steps),
		});
		expect(disabled.status).toBe(200);
		expect(mailsTo()).toContain("Two-step verification is now off for your Quadrant account");
	});
});
