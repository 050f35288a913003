import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { session as sessionTable } from "#db/schema/auth.ts";
import { type ApiClient, apiClient } from "#tests/setup/api-client.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";
import { softwareAuthenticator } from "#tests/setup/software-authenticator.ts";
import { TEST_BASE_URL } from "#tests/setup/test-app.ts";
import { turnOnTwoFactor } from "#tests/setup/two-factor.ts";

type Authenticator = ReturnType<typeof softwareAuthenticator>;
type Listed = { id: string; name: string | null; createdAt: string };

const codeOf = async (response: Response) => ((await response.json()) as { code?: string }).code;

/** Adds a passkey to the signed-in client's account, as the profile does: options, the authenticator, verification. */
async function register(
	client: ApiClient,
	authenticator: Authenticator,
	{ name = "Laptop", origin = TEST_BASE_URL, isUserVerified = true } = {},
) {
	const options = await client.json<Parameters<Authenticator["register"]>[0]>(
		client.get(`/api/auth/passkey/generate-register-options?name=${encodeURIComponent(name)}`),
	);
	const response = authenticator.register(options, { origin, isUserVerified });
	return client.post("/api/auth/passkey/verify-registration", { response, name });
}

/** Signs a fresh client in with the passkey, as the sign-in page does. */
async function signInWith(
	app: Parameters<typeof apiClient>[0],
	authenticator: Authenticator,
	{ origin = TEST_BASE_URL, isUserVerified = true } = {},
) {
	const device = apiClient(app);
	const options = await device.json<{ challenge: string; rpId: string }>(
		device.get("/api/auth/passkey/generate-authenticate-options"),
	);
	const response = authenticator.authenticate(options, { origin, isUserVerified });
	return { device, answer: await device.post("/api/auth/passkey/verify-authentication", { response }) };
}

describeEachDatabase("passkeys", () => {
	test("are added, listed, renamed, used to sign in, and deleted", async ({ app, newUser }) => {
		const owner = await newUser({ account: "email" });
		const authenticator = softwareAuthenticator();
		expect((await register(owner, authenticator, { name: "Laptop" })).status).toBe(200);

		const [listed] = await owner.json<Listed[]>(owner.get("/api/auth/passkey/list-user-passkeys"));
		expect(listed).toMatchObject({ name: "Laptop" });
		expect(Date.parse(listed?.createdAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
		const renamed = await owner.post("/api/auth/passkey/update-passkey", { id: listed?.id, name: "Work laptop" });
		expect(renamed.status).toBe(200);

		const { device, answer } = await signInWith(app, authenticator);
		expect(answer.status).toBe(200);
		// The session is in the cookie only; the API knows the device as the owner.
		expect(await device.json<{ id: string }>(device.get("/api/v1/me"))).toMatchObject({ id: owner.userId });
		const names = await device.json<Listed[]>(device.get("/api/auth/passkey/list-user-passkeys"));
		expect(names.map(({ name }) => name)).toEqual(["Work laptop"]);

		expect((await owner.post("/api/auth/passkey/delete-passkey", { id: listed?.id })).status).toBe(200);
		const afterDeletion = await signInWith(app, authenticator);
		expect(afterDeletion.answer.status).toBe(401);
		expect((await afterDeletion.device.get("/api/v1/me")).status).toBe(401);
	});

	test("the relying party is BASE_URL's host, and a response made for another origin does not sign in", async ({
		app,
		newUser,
	}) => {
		const owner = await newUser({ account: "email" });
		const authenticator = softwareAuthenticator();
		const options = await owner.json<{ rp: { id: string; name: string } }>(
			owner.get("/api/auth/passkey/generate-register-options"),
		);
		expect(options.rp).toEqual({ id: new URL(TEST_BASE_URL).hostname, name: "Quadrant" });
		const forElsewhere = await register(owner, softwareAuthenticator(), { origin: "https://quadrant.example" });
		expect(forElsewhere.status).toBe(400);
		expect(await codeOf(forElsewhere)).toBe("FAILED_TO_VERIFY_REGISTRATION");
		expect((await register(owner, authenticator)).status).toBe(200);

		// A phishing page elsewhere relays our challenge: the request itself still comes with our Origin.
		const { device, answer } = await signInWith(app, authenticator, { origin: "https://quadrant.example" });
		expect(answer.status).toBe(400);
		expect((await device.get("/api/v1/me")).status).toBe(401);
	});

	test("a passkey must verify its user, when it is added and when it signs in", async ({ app, newUser }) => {
		const owner = await newUser({ account: "email" });
		const unverified = await register(owner, softwareAuthenticator(), { isUserVerified: false });
		expect(unverified.status).toBe(401);
		expect(await codeOf(unverified)).toBe("USER_NOT_VERIFIED");
		expect(await owner.json<Listed[]>(owner.get("/api/auth/passkey/list-user-passkeys"))).toEqual([]);

		const authenticator = softwareAuthenticator();
		expect((await register(owner, authenticator)).status).toBe(200);
		const { device, answer } = await signInWith(app, authenticator, { isUserVerified: false });
		expect(answer.status).toBe(401);
		expect(await codeOf(answer)).toBe("USER_NOT_VERIFIED");
		expect((await device.get("/api/v1/me")).status).toBe(401);
	});

	test("malformed sign-in responses are refused, never a server error", async ({ app, newUser }) => {
		const owner = await newUser({ account: "email" });
		const authenticator = softwareAuthenticator();
		expect((await register(owner, authenticator)).status).toBe(200);
		const genuine = authenticator.authenticate({ challenge: "AAAA", rpId: "localhost" }, { origin: TEST_BASE_URL });
		const bodies = [
			{},
			{ response: {} },
			{ response: { id: 5 } },
			{ response: { id: ["a"] } },
			{ response: { id: "x".repeat(10_000) } },
			{ response: { ...genuine, response: {} } },
			{ response: { ...genuine, response: { ...genuine.response, signature: "not base64url!" } } },
			{ response: { ...genuine, response: { ...genuine.response, authenticatorData: "" } } },
		];
		for (const body of bodies) {
			const device = apiClient(app);
			expect((await device.get("/api/auth/passkey/generate-authenticate-options")).status).toBe(200);
			const answer = await device.post("/api/auth/passkey/verify-authentication", body);
			expect([400, 401], JSON.stringify(body).slice(0, 80)).toContain(answer.status);
			expect((await device.get("/api/v1/me")).status).toBe(401);
		}
	});

	test("adding or deleting one takes a recent sign-in: a stolen session cannot give itself a way back in", async ({
		db,
		newUser,
	}) => {
		const owner = await newUser({ account: "email" });
		const authenticator = softwareAuthenticator();
		expect((await register(owner, authenticator, { name: "Laptop" })).status).toBe(200);
		const [listed] = await owner.json<Listed[]>(owner.get("/api/auth/passkey/list-user-passkeys"));
		await db
			.update(sessionTable)
			.set({ createdAt: new Date(Date.now() - 60 * 60 * 1000) })
			.where(eq(sessionTable.userId, owner.userId));
		const options = await owner.get("/api/auth/passkey/generate-register-options");
		expect(options.status).toBe(403);
		expect(await codeOf(options)).toBe("SESSION_NOT_FRESH");
		const deleted = await owner.post("/api/auth/passkey/delete-passkey", { id: listed?.id });
		expect(deleted.status).toBe(403);
		expect(await codeOf(deleted)).toBe("SESSION_NOT_FRESH");
		expect(await owner.json<Listed[]>(owner.get("/api/auth/passkey/list-user-passkeys"))).toHaveLength(1);

		const signedInAgain = await owner.anotherDevice();
		expect((await register(signedInAgain, softwareAuthenticator(), { name: "Phone" })).status).toBe(200);
		expect((await signedInAgain.post("/api/auth/passkey/delete-passkey", { id: listed?.id })).status).toBe(200);
	});

	test("an anonymous user cannot add one", async ({ newUser }) => {
		const guest = await newUser();
		const refused = await guest.get("/api/auth/passkey/generate-register-options");
		expect(refused.status).toBe(403);
		expect(await codeOf(refused)).toBe("ANONYMOUS_USER");
	});

	test("nobody renames or deletes another user's passkey", async ({ newUser }) => {
		const owner = await newUser({ account: "email" });
		expect((await register(owner, softwareAuthenticator())).status).toBe(200);
		const [listed] = await owner.json<Listed[]>(owner.get("/api/auth/passkey/list-user-passkeys"));
		const stranger = await newUser({ account: "email" });
		expect(await stranger.json<Listed[]>(stranger.get("/api/auth/passkey/list-user-passkeys"))).toEqual([]);
		const renamed = await stranger.post("/api/auth/passkey/update-passkey", { id: listed?.id, name: "Mine" });
		expect(renamed.status).toBe(401);
		expect((await stranger.post("/api/auth/passkey/delete-passkey", { id: listed?.id })).status).toBe(401);
		expect(await owner.json<Listed[]>(owner.get("/api/auth/passkey/list-user-passkeys"))).toMatchObject([
			{ id: listed?.id, name: "Laptop" },
		]);
	});

	test("a name is text we can store, of at most 100 characters", async ({ newUser }) => {
		const owner = await newUser({ account: "email" });
		expect((await register(owner, softwareAuthenticator(), { name: "Key\u0000" })).status).toBe(400);
		expect((await register(owner, softwareAuthenticator())).status).toBe(200);
		const [listed] = await owner.json<Listed[]>(owner.get("/api/auth/passkey/list-user-passkeys"));
		const tooLong = await owner.post("/api/auth/passkey/update-passkey", { id: listed?.id, name: "k".repeat(101) });
		expect(tooLong.status).toBe(400);
		const lone = await owner.post("/api/auth/passkey/update-passkey", { id: listed?.id, name: "\ud800" });
		expect(lone.status).toBe(400);
	});

	test("with two-step verification on, a passkey signs in on its own: it is two factors already", async ({
		app,
		newUser,
	}) => {
		const owner = await newUser({ account: "email" });
		await turnOnTwoFactor(owner);
		const authenticator = softwareAuthenticator();
		expect((await register(owner, authenticator)).status).toBe(200);

		const withPassword = await apiClient(app).post("/api/auth/sign-in/email", {
			email: owner.email,
			password: owner.password,
		});
		expect(await withPassword.json()).toMatchObject({ twoFactorRedirect: true });
		const { device, answer } = await signInWith(app, authenticator);
		expect(answer.status).toBe(200);
		expect((await device.get("/api/v1/me")).status).toBe(200);
	});
});
