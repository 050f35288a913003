import { expect } from "vitest";
import fr from "#locales/fr/translation.json" with { type: "json" };
import ko from "#locales/ko/translation.json" with { type: "json" };
import { unusedTotpCode } from "#tests/e2e/support/totp.ts";
import { CookieJar } from "#tests/setup/cookie-jar.ts";
import { describeEachDatabase, describeOn, test } from "#tests/setup/fixtures.ts";
import { pageBuildForFile } from "#tests/setup/page-build.ts";
import { TEST_BASE_URL, type TestApp } from "#tests/setup/test-app.ts";
import { turnOnTwoFactor } from "#tests/setup/two-factor.ts";

/** The sign-in page's form as a browser posts it before the page's scripts run: urlencoded, to the page's address. */
function postForm(app: TestApp, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
	return app.request(path, {
		method: "POST",
		headers: {
			origin: TEST_BASE_URL,
			"x-real-ip": "203.0.113.40",
			"content-type": "application/x-www-form-urlencoded",
			...headers,
		},
		body: new URLSearchParams(fields).toString(),
		redirect: "manual",
	});
}

async function whoIs(app: TestApp, response: Response) {
	const jar = new CookieJar();
	jar.store(response);
	const me = await app.request("/api/v1/me", { headers: { cookie: jar.header(), origin: TEST_BASE_URL } });
	return me.status === 200 ? ((await me.json()) as { email: string | null; isAnonymous: boolean }) : null;
}

/** The token of a reset link mailed to `email`, as the link's landing hands it to the page. */
async function resetTokenFor(app: TestApp, email: string) {
	await postForm(app, "/login?mode=forgot", { intent: "forgot", email });
	const mail = app.sent.findLast((candidate) => candidate.to === email && candidate.text.includes("reset-password"));
	const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "");
	const landing = await app.request(`${link.pathname}${link.search}`, { redirect: "manual" });
	const token = new URL(landing.headers.get("location") ?? "", TEST_BASE_URL).searchParams.get("token") ?? "";
	expect(token).not.toBe("");
	return token;
}

// Issue 44, item 1: the sign-in page paints before it hydrates (ADR 0030), and a form sent in that window used to
// reach a route with no action (a bare 500). Each is now answered as its button answers once hydrated.
describeEachDatabase("the sign-in page's forms, posted before hydration", () => {
	test("'Continue without an account' starts an anonymous account and goes on to the matrix, or where it was headed", async ({
		app,
	}) => {
		const started = await postForm(app, "/login", { intent: "anonymous" });
		expect(started.status).toBe(303);
		expect(started.headers.get("location")).toBe("/matrix");
		expect(await whoIs(app, started)).toMatchObject({ isAnonymous: true });

		const headed = await postForm(app, "/fr/login?redirect=%2Ffr%2Fsticky", { intent: "anonymous" });
		expect(headed.headers.get("location")).toBe("/fr/sticky");
		const elsewhere = await postForm(app, "/ja/login?redirect=https%3A%2F%2Fevil.example%2F", { intent: "anonymous" });
		expect(elsewhere.headers.get("location")).toBe("/ja/matrix");
	});

	test("the landing page's Start opens the matrix of a visitor already signed in, without a new account", async ({
		app,
		newUser,
	}) => {
		const user = await newUser();
		const started = await postForm(app, "/zh/login", { intent: "anonymous" }, { cookie: user.jar.header() });
		expect(started.status).toBe(303);
		expect(started.headers.get("location")).toBe("/zh/matrix");
		expect(started.headers.get("set-cookie")).toBeNull();
	});

	test("signs in with the right password, and comes back to the page with the translated reason otherwise", async ({
		app,
		newUser,
	}) => {
		const { email, password } = await newUser({ account: "email" });
		const signedIn = await postForm(app, "/login", { intent: "sign-in", email, password });
		expect(signedIn.status).toBe(303);
		expect(signedIn.headers.get("location")).toBe("/matrix");
		expect(await whoIs(app, signedIn)).toMatchObject({ email, isAnonymous: false });

		// A password manager's form may lack the intent field: it is the sign-in form.
		const wrong = await postForm(app, "/ko/login?redirect=%2Fko%2Fprofile", { email, password: "not the password" });
		expect(wrong.status).toBe(303);
		expect(wrong.headers.get("location")).toBe(
			"/ko/login?redirect=%2Fko%2Fprofile&failed=authErrors.invalidCredentials",
		);
		expect(wrong.headers.get("set-cookie")).toBeNull();
	});

	test("a sign-up mails its link and comes back to say so, without the address in the URL", async ({ app }) => {
		const email = `form-${crypto.randomUUID()}@example.test`;
		const signedUp = await postForm(app, "/es/login", {
			intent: "sign-up",
			email,
			password: "lantern orbit 42 meadow",
		});
		expect(signedUp.status).toBe(303);
		expect(signedUp.headers.get("location")).toBe("/es/login?step=check-inbox");
		await expect.poll(() => app.sent.filter((mail) => mail.to === email).length).toBe(1);
	});

	test("an account with two-step verification goes to the code step, whose code finishes the sign-in", async ({
		app,
		newUser,
	}) => {
		const owner = await newUser({ account: "email" });
		const { secret, usedSteps } = await turnOnTwoFactor(owner);

		const jar = new CookieJar();
		const first = jar.store(
			await postForm(app, "/login?redirect=%2Fsticky", { email: owner.email, password: owner.password }),
		);
		expect(first.headers.get("location")).toBe("/login?redirect=%2Fsticky&step=two-factor");
		const cookie = { cookie: jar.header() };
		const wrong = jar.store(
			await postForm(app, first.headers.get("location") ?? "", { intent: "two-factor", code: "000000" }, cookie),
		);
		expect(wrong.headers.get("location")).toBe(
			"/login?redirect=%2Fsticky&step=two-factor&failed=authErrors.invalidCode",
		);
		const code = unusedTotpCode(secret, usedSteps);
		const verified = await postForm(
			app,
			"/login?redirect=%2Fsticky&step=two-factor",
			{ intent: "two-factor", code },
			{ cookie: jar.header() },
		);
		expect(verified.headers.get("location")).toBe("/sticky");
		expect(await whoIs(app, verified)).toMatchObject({ email: owner.email });
	});

	test("'Forgot your password?' mails the reset link and says so, the same for an address with no account", async ({
		app,
		newUser,
	}) => {
		const { email } = await newUser({ account: "email" });
		for (const address of [email, `nobody-${crypto.randomUUID()}@example.test`]) {
			const sent = await postForm(app, "/ms/login?mode=forgot", { intent: "forgot", email: address });
			expect(sent.status).toBe(303);
			expect(sent.headers.get("location")).toBe("/ms/login?mode=forgot&step=reset-sent");
		}
		await expect
			.poll(
				() =>
					app.sent.filter((mail) => mail.to === email && decodeURIComponent(mail.text).includes("/ms/login?mode=reset"))
						.length,
			)
			.toBe(1);
	});

	test("a new password from the mailed link is set and signs its person in, never sent in the address; a spent link says so", async ({
		app,
		newUser,
	}) => {
		const { email } = await newUser({ account: "email" });
		const token = await resetTokenFor(app, email);

		const page = `/login?mode=reset&token=${token}`;
		const password = "a brand new password 42";
		const reset = await postForm(app, page, { intent: "reset", token, password });
		expect(reset.status).toBe(303);
		// Signed in with the new password's reset, on to the app (issue 44, item 4).
		expect(reset.headers.get("location")).toBe("/matrix");
		expect(await whoIs(app, reset)).toMatchObject({ email, isAnonymous: false });
		const signedIn = await postForm(app, "/login", { intent: "sign-in", email, password });
		expect(signedIn.headers.get("location")).toBe("/matrix");

		const again = await postForm(app, page, { intent: "reset", token, password: "yet another password 42" });
		expect(again.headers.get("location")).toBe(`${page}&failed=authErrors.invalidLink`);
	});

	test("a reset of an account with two-step verification sets the password but signs nobody in: the code is still asked", async ({
		app,
		newUser,
	}) => {
		const owner = await newUser({ account: "email" });
		await turnOnTwoFactor(owner);
		const token = await resetTokenFor(app, owner.email);
		const page = `/login?mode=reset&token=${token}`;
		const password = "a brand new password 43";
		const reset = await postForm(app, page, { intent: "reset", token, password });
		expect(reset.headers.get("location")).toBe(`${page}&step=reset-done`);
		expect(await whoIs(app, reset)).toBeNull();
		const signedIn = await postForm(app, "/login", { intent: "sign-in", email: owner.email, password });
		expect(signedIn.headers.get("location")).toBe("/login?step=two-factor");
	});

	test("a form with missing or hostile fields comes back with each field's message, as the hydrated form says it, and does nothing", async ({
		app,
	}) => {
		const email = `short-${crypto.randomUUID()}@example.test`;
		const signUp = await postForm(app, "/es/login?redirect=%2Fes%2Fsticky", {
			intent: "sign-up",
			email,
			password: "short",
		});
		expect(signUp.status).toBe(303);
		const back = new URL(signUp.headers.get("location") ?? "", TEST_BASE_URL);
		expect(back.pathname).toBe("/es/login");
		expect(back.searchParams.get("redirect")).toBe("/es/sticky");
		expect(back.searchParams.get("form")).toBe("sign-up");
		expect(back.searchParams.getAll("invalid")).toEqual(["password:validation.minLength:8"]);
		// Never the values: not the address, not the password.
		expect(back.search).not.toContain("short");
		expect(signUp.headers.get("set-cookie")).toBeNull();
		const signedIn = await postForm(app, "/login", { intent: "sign-in", email, password: "short but now long" });
		expect(signedIn.headers.get("location")).toBe("/login?failed=authErrors.invalidCredentials");

		// A password manager's post with nothing in it, one with a NUL in the address, one with a file for it.
		const empty = await postForm(app, "/ko/login", {});
		expect(new URL(empty.headers.get("location") ?? "", TEST_BASE_URL).searchParams.getAll("invalid")).toEqual([
			"email:validation.required",
			"password:validation.required",
		]);
		const nul = await postForm(app, "/login", {
			intent: "sign-in",
			email: "a\u0000@example.test",
			password: "long enough",
		});
		expect(nul.headers.get("location")).toBe("/login?invalid=email%3Avalidation.invalidCharacters");
		const multipart = new FormData();
		multipart.append("intent", "sign-in");
		multipart.append("email", new Blob(["x"]), "email.txt");
		multipart.append("password", "long enough");
		const file = await app.request("/login", {
			method: "POST",
			headers: { origin: TEST_BASE_URL, "x-real-ip": "203.0.113.41" },
			body: multipart,
			redirect: "manual",
		});
		expect(file.status).toBe(303);
		expect(file.headers.get("location")).toBe("/login?invalid=email%3Avalidation.required");

		const sentBefore = app.sent.length;
		const forgot = await postForm(app, "/ms/login?mode=forgot&invalid=email%3Avalidation.required", {
			intent: "forgot",
			email: "not an address",
		});
		expect(forgot.headers.get("location")).toBe("/ms/login?mode=forgot&invalid=email%3Avalidation.email");
		const reset = await postForm(app, "/login?mode=reset&token=abc", { intent: "reset", token: "abc", password: "" });
		expect(reset.headers.get("location")).toBe("/login?mode=reset&token=abc&invalid=password%3Avalidation.required");
		const code = await postForm(app, "/login?step=two-factor", { intent: "two-factor", code: "   " });
		expect(code.headers.get("location")).toBe("/login?step=two-factor&invalid=code%3Avalidation.required");
		expect(app.sent.length).toBe(sentBefore);
	});

	test("a post from another site is refused as the auth endpoints refuse it, and an unknown language is not a page", async ({
		app,
	}) => {
		const foreign = await postForm(app, "/login", { intent: "anonymous" }, { origin: "https://evil.example" });
		expect(foreign.status).toBe(303);
		expect(foreign.headers.get("location")).toBe("/login?failed=authErrors.unavailable");
		expect(foreign.headers.get("set-cookie")).toBeNull();
		expect((await postForm(app, "/xx/login", { intent: "anonymous" })).status).toBe(404);
	});
});

const loadBuild = pageBuildForFile();

describeOn(["pglite"], "the sign-in page, sent back a form's field messages", () => {
	test("shows each message on its field of the form that was sent, in the page's language, and ignores what no form says", async ({
		appWith,
	}) => {
		const app = appWith({}, { loadBuild });
		const page = async (path: string) => {
			const response = await app.request(path, { headers: { accept: "text/html" } });
			expect(response.status, path).toBe(200);
			return response.text();
		};
		/** The error shown under the field labelled `label`, tied to its input by aria-describedby. */
		const errorOf = (html: string, label: string) => {
			const id = new RegExp(`<label for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
			if (!id) return undefined;
			const input = new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? "";
			if (!input.includes('aria-invalid="true"')) return undefined;
			return new RegExp(`<p id="${id}-error"[^>]*>([^<]*)</p>`).exec(html)?.[1];
		};

		const signUp = await page("/ko/login?form=sign-up&invalid=password%3Avalidation.minLength%3A8");
		expect(errorOf(signUp, ko.login.password)).toBe(ko.validation.minLength.replace("{{min}}", "8"));
		expect(signUp).toMatch(/<button[^>]*aria-selected="true"[^>]*>[^<]*<\/button>/);
		expect(/<button[^>]*aria-selected="true"[^>]*>([^<]*)<\/button>/.exec(signUp)?.[1]).toBe(ko.login.signUpTab);

		const forgot = await page("/fr/login?mode=forgot&invalid=email%3Avalidation.email");
		expect(errorOf(forgot, fr.login.email)).toBe(fr.validation.email);

		// Anyone can write an address: another field, a key no form shows, a bound missing, none of it is shown.
		const written = await page(
			"/login?invalid=token%3Avalidation.required&invalid=email%3AauthErrors.unavailable&invalid=password%3Avalidation.minLength",
		);
		expect(written).not.toContain('aria-invalid="true"');
	});
});
