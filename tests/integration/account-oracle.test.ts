import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, expect } from "vitest";
import { verification } from "#db/schema/auth.ts";
import { type ApiClient, apiClient } from "#tests/setup/api-client.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";
import { linksIn, type MailCatcher, readMails, startMailCatcher, waitForMail } from "#tests/setup/mail-catcher.ts";
import { TEST_BASE_URL, type TestApp } from "#tests/setup/test-app.ts";

const PASSWORD = "a long enough password";
const SESSION_COOKIE = "quadrant.session_token";
const EXISTING_ACCOUNT = "You already have a Quadrant account";
const CONFIRM_KEEP_DATA = "Confirm your address to keep your tasks";

type Me = { id: string; email: string | null; isAnonymous: boolean; emailVerified: boolean };

let counter = 0;
const uniqueEmail = () => `oracle-${Date.now()}-${counter++}@example.com`;

/** The shape of a JSON value: its keys and the types of its leaves, not their values. */
function shapeOf(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(shapeOf);
	if (value && typeof value === "object") {
		return Object.fromEntries(
			Object.entries(value)
				.sort(([a], [b]) => a.localeCompare(b))
				.map(([key, inner]) => [key, shapeOf(inner)]),
		);
	}
	return value === null ? "null" : typeof value;
}

const onSite = (link: string) => link.replace(TEST_BASE_URL, "");

async function anonymousUser(app: TestApp) {
	const client = apiClient(app);
	expect((await client.post("/api/auth/sign-in/anonymous")).status).toBe(200);
	return Object.assign(client, { me: await client.json<Me>(client.get("/api/v1/me")) });
}

/** An account that signed up and was never verified: its address is taken all the same. */
async function accountOwner(app: TestApp, email = uniqueEmail()) {
	expect(
		(await apiClient(app).post("/api/auth/sign-up/email", { email, password: "the owner's password", name: "O" }))
			.status,
	).toBe(200);
	return email;
}

// Defect 2 of issue 19: neither sign-up nor an anonymous user's "keep my tasks" tells a stranger whether an address
// has an account (ASVS 6.3.8). The owner of a taken address is mailed instead; the answer is the same.
describeEachDatabase("no account oracle at sign-up and when keeping an anonymous user's tasks", () => {
	let catcher: MailCatcher;
	let mailDir: string;
	beforeAll(async () => {
		mailDir = await mkdtemp(join(tmpdir(), "quadrant-oracle-mail-"));
		catcher = await startMailCatcher({ dir: mailDir });
		return async () => {
			await catcher.close();
			await rm(mailDir, { recursive: true, force: true });
		};
	});
	// Mail through SMTP to the catcher; many sign-ins from one test address, as the throttle tests have them.
	const ENV = { TRUSTED_PROXY_HEADER: "x-real-ip", AUTH_RATE_LIMIT_PER_MINUTE: "1000" };
	const appWithMail = (appWith: (env: Record<string, string>, options: object) => TestApp) =>
		appWith({ ...ENV, SMTP_URL: catcher.url }, { useServerMailer: true });
	const mailTo = (email: string, subject: string) =>
		waitForMail(mailDir, (mail) => mail.to.includes(email) && mail.subject === subject);

	test("sign-up answers a taken address as a new one, signs neither in, and mails the owner", async ({ appWith }) => {
		const app = appWithMail(appWith);
		const owner = { email: await accountOwner(app) };
		const signUp = (client: ApiClient, email: string) =>
			client.post(
				"/api/auth/sign-up/email",
				{ email, password: PASSWORD, name: "Ada", callbackURL: "/fr/matrix" },
				{ referer: `${TEST_BASE_URL}/fr/login` },
			);
		const stranger = apiClient(app);
		const newcomer = apiClient(app);
		const newEmail = uniqueEmail();
		const taken = await signUp(stranger, owner.email);
		const fresh = await signUp(newcomer, newEmail);

		expect(taken.status).toBe(200);
		expect(fresh.status).toBe(200);
		expect(taken.headers.getSetCookie().join()).not.toContain(SESSION_COOKIE);
		expect(fresh.headers.getSetCookie().join()).not.toContain(SESSION_COOKIE);
		expect(shapeOf(await taken.json())).toEqual(shapeOf(await fresh.json()));
		expect((await stranger.get("/api/v1/me")).status).toBe(401);
		expect((await newcomer.get("/api/v1/me")).status).toBe(401);

		// The owner hears of it, in the page's language, with a way to sign in and to choose a new password.
		const notice = await mailTo(owner.email, "Vous avez déjà un compte Quadrant");
		expect(linksIn(notice)).toEqual([`${TEST_BASE_URL}/fr/login`, `${TEST_BASE_URL}/fr/login?mode=forgot`]);
		// The newcomer's link confirms the address and signs in, landing where the page was headed.
		const verify = await mailTo(newEmail, "Confirmez votre adresse e-mail pour Quadrant");
		const landed = await newcomer.get(onSite(linksIn(verify)[0] ?? ""));
		expect(landed.status).toBe(302);
		expect(landed.headers.get("location")).toBe("/fr/matrix");
		expect(await newcomer.json<Me>(newcomer.get("/api/v1/me"))).toMatchObject({ email: newEmail, emailVerified: true });
		// The owner's own account is untouched: the stranger's password does not open it.
		const guess = await apiClient(app).post("/api/auth/sign-in/email", { email: owner.email, password: PASSWORD });
		expect(guess.status).toBe(401);
	});

	test("keeping tasks answers 202 alike for a free and a taken address, and changes nothing yet", async ({
		appWith,
	}) => {
		const app = appWithMail(appWith);
		const owner = { email: await accountOwner(app) };
		const first = await anonymousUser(app);
		const second = await anonymousUser(app);
		const freeEmail = uniqueEmail();
		const toTaken = await first.post("/api/v1/account/credentials", { email: owner.email, password: PASSWORD });
		const toFree = await second.post("/api/v1/account/credentials", { email: freeEmail, password: PASSWORD });

		expect(toTaken.status).toBe(202);
		expect(toFree.status).toBe(202);
		expect(await toTaken.json()).toEqual(await toFree.json());
		for (const client of [first, second]) {
			expect((await client.json<Me>(client.get("/api/v1/me"))).isAnonymous).toBe(true);
		}
		expect(linksIn(await mailTo(owner.email, EXISTING_ACCOUNT))).toContain(`${TEST_BASE_URL}/login?mode=forgot`);
		await mailTo(freeEmail, CONFIRM_KEEP_DATA);
		const ownersMail = (await readMails(mailDir)).filter((mail) => mail.to.includes(owner.email));
		expect(ownersMail.map((mail) => mail.subject)).not.toContain(CONFIRM_KEEP_DATA);
	});

	test("the confirm link converts in place, keeps the tasks, signs in, and works once", async ({ appWith }) => {
		const app = appWithMail(appWith);
		const anonymous = await anonymousUser(app);
		const before = anonymous.me;
		const taskId = randomUUID();
		const task = { id: taskId, quadrant: "urgent-important", title: "Keep me" };
		expect((await anonymous.post("/api/v1/tasks", task)).status).toBe(201);
		const anonymousCookie = anonymous.jar.header();
		const email = uniqueEmail();
		const headers = { referer: `${TEST_BASE_URL}/es/profile` };
		const asked = await anonymous.post("/api/v1/account/credentials", { email, password: PASSWORD }, headers);
		expect(asked.status).toBe(202);

		const mail = await mailTo(email, "Confirma tu dirección para conservar tus tareas");
		const link = onSite(linksIn(mail)[0] ?? "");
		// Opened in another browser: that browser is signed in, the anonymous sessions end.
		const browser = apiClient(app);
		const opened = await browser.get(link);
		expect(opened.status).toBe(302);
		expect(opened.headers.get("location")).toBe(`${TEST_BASE_URL}/es/matrix?confirmed=email`);
		expect(await browser.json<Me>(browser.get("/api/v1/me"))).toMatchObject({
			id: before.id,
			email,
			isAnonymous: false,
			emailVerified: true,
		});
		const tasks = await browser.json<{ tasks: Array<{ id: string }> }>(browser.get("/api/v1/tasks"));
		expect(tasks.tasks.map((kept) => kept.id)).toContain(taskId);
		expect((await app.request("/api/v1/me", { headers: { cookie: anonymousCookie } })).status).toBe(401);
		// A tab still holding the anonymous cookie asks for its session: the answer must not expire the new cookie.
		const stale = await app.request("/api/auth/get-session", { headers: { cookie: anonymousCookie } });
		expect(await stale.text()).toBe("null");
		expect(stale.headers.getSetCookie()).toEqual([]);
		const elsewhere = apiClient(app);
		expect((await elsewhere.post("/api/auth/sign-in/email", { email, password: PASSWORD })).status).toBe(200);

		const again = await apiClient(app).get(link);
		expect(again.status).toBe(302);
		expect(again.headers.get("location")).toBe(`${TEST_BASE_URL}/login?mode=link-invalid`);
		expect(again.headers.getSetCookie().join()).not.toContain(SESSION_COOKIE);
	});

	test("a forged, expired or overtaken link changes nothing and says so", async ({ appWith, db }) => {
		const app = appWithMail(appWith);
		const invalid = `${TEST_BASE_URL}/login?mode=link-invalid`;
		const forged = await apiClient(app).get("/api/auth/keep-data/confirm?token=forged");
		expect(forged.headers.get("location")).toBe(invalid);
		expect((await apiClient(app).get("/api/auth/keep-data/confirm")).headers.get("location")).toBe(invalid);

		const late = await anonymousUser(app);
		const lateEmail = uniqueEmail();
		await late.post("/api/v1/account/credentials", { email: lateEmail, password: PASSWORD });
		const lateLink = onSite(linksIn(await mailTo(lateEmail, CONFIRM_KEEP_DATA))[0] ?? "");
		await db.update(verification).set({ expiresAt: new Date(Date.now() - 1000) });
		expect((await apiClient(app).get(lateLink)).headers.get("location")).toBe(invalid);
		expect((await late.json<Me>(late.get("/api/v1/me"))).isAnonymous).toBe(true);

		// The address found an owner between the request and the click: the link is refused, the user stays anonymous.
		const slow = await anonymousUser(app);
		const contested = uniqueEmail();
		await slow.post("/api/v1/account/credentials", { email: contested, password: PASSWORD });
		const slowLink = onSite(linksIn(await mailTo(contested, CONFIRM_KEEP_DATA))[0] ?? "");
		await accountOwner(app, contested);
		const refused = await apiClient(app).get(slowLink);
		expect(refused.headers.get("location")).toBe(invalid);
		expect(refused.headers.getSetCookie().join()).not.toContain(SESSION_COOKIE);
		expect((await slow.json<Me>(slow.get("/api/v1/me"))).isAnonymous).toBe(true);
	});

	test("sign-in answers an unknown email as a known one with a wrong password, throttle included", async ({
		appWith,
	}) => {
		const app = appWithMail(appWith);
		const email = await accountOwner(app);
		const attempt = (address: string) =>
			apiClient(app, { ip: "198.51.100.7" }).post("/api/auth/sign-in/email", {
				email: address,
				password: "wrong guess",
			});
		const unknown = uniqueEmail();
		for (let index = 0; index < 3; index++) {
			const [known, stranger] = [await attempt(email), await attempt(unknown)];
			expect(known.status).toBe(401);
			expect(stranger.status).toBe(401);
			expect(await known.json()).toEqual(await stranger.json());
		}
		const [known, stranger] = [await attempt(email), await attempt(unknown)];
		expect(known.status).toBe(429);
		expect(stranger.status).toBe(429);
		expect(await known.json()).toEqual(await stranger.json());
		// The same first wait (15 s after the last failure), less the time each request took on this machine.
		for (const answer of [known, stranger]) {
			const wait = Number(answer.headers.get("retry-after"));
			expect(wait).toBeGreaterThan(0);
			expect(wait).toBeLessThanOrEqual(15);
		}
	});
});
