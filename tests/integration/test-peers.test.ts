import { createHash, createPublicKey, randomBytes, verify } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linksIn, type MailCatcher, readMails, startMailCatcher, waitForMail } from "#tests/setup/mail-catcher.ts";
import { type OidcPeer, startOidcPeer } from "#tests/setup/oidc-peer.ts";

// The e2e suite trusts these stand-ins for the outside world, so they are checked here with real clients.

describe("mail catcher", () => {
	let dir: string;
	let catcher: MailCatcher;
	beforeAll(async () => {
		dir = await mkdtemp(join(tmpdir(), "quadrant-mail-"));
		catcher = await startMailCatcher({ dir });
	});
	afterAll(async () => {
		await catcher.close();
		await rm(dir, { recursive: true, force: true });
	});

	it("stores a mail sent over SMTP with its recipients and unbroken links", async () => {
		// Long enough to be folded by quoted-printable, with the characters that encoding mangles when done wrong.
		const link = `http://127.0.0.1:3000/api/auth/verify-email?token=${"abc123.".repeat(20)}xyz==&callbackURL=%2Fapp%3Ftab%3Dsettings&lang=de`;
		const transport = nodemailer.createTransport(catcher.url);
		await transport.sendMail({
			from: "Quadrant <no-reply@quadrant.test>",
			to: "Alice@Example.Test",
			cc: "bob@example.test",
			subject: "Bestätige deine E-Mail-Adresse",
			text: `Grüße! Open ${link}.`,
			html: `<p>Grüße!</p><p><a href="${link.replaceAll("&", "&amp;")}">Bestätigen</a></p>`,
		});
		transport.close();

		const mail = await waitForMail(dir, (candidate) => candidate.to.includes("alice@example.test"));
		expect(mail.subject).toBe("Bestätige deine E-Mail-Adresse");
		expect(mail.from).toBe("no-reply@quadrant.test");
		expect(mail.to).toEqual(["alice@example.test", "bob@example.test"]);
		expect(mail.text).toContain("Grüße!");
		expect(linksIn(mail)).toEqual([link]);
		expect(await readMails(dir)).toHaveLength(1);
	});

	it("names the mails it saw when the awaited one does not arrive", async () => {
		await expect(waitForMail(dir, (mail) => mail.subject === "never sent", 300)).rejects.toThrow(
			/saw 1 mail\(s\):\n {2}- "Bestätige deine E-Mail-Adresse" to alice@example\.test, bob@example\.test/,
		);
	});
});

type Discovery = {
	issuer: string;
	authorization_endpoint: string;
	token_endpoint: string;
	userinfo_endpoint: string;
	jwks_uri: string;
	code_challenge_methods_supported: string[];
};
type Tokens = { id_token: string; access_token: string; token_type: string };

describe("OIDC peer", () => {
	const clientId = "quadrant-test";
	const clientSecret = randomBytes(16).toString("hex");
	const redirectUri = "http://127.0.0.1:9/api/auth/oauth2/callback/google";
	let peer: OidcPeer;
	let discovery: Discovery;
	beforeAll(async () => {
		peer = await startOidcPeer({ clientId, clientSecret, redirectUris: [redirectUri] });
		discovery = (await (await fetch(peer.discoveryUrl)).json()) as Discovery;
	});
	afterAll(() => peer.close());

	it("publishes a discovery document for its issuer", () => {
		expect(peer.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
		expect(discovery).toMatchObject({
			issuer: peer.issuer,
			authorization_endpoint: `${peer.issuer}/auth`,
			token_endpoint: `${peer.issuer}/token`,
			userinfo_endpoint: `${peer.issuer}/me`,
			jwks_uri: `${peer.issuer}/jwks`,
		});
		expect(discovery.code_challenge_methods_supported).toContain("S256");
	});

	it("signs in through the login and consent forms and issues a signed ID token (client_secret_post)", async () => {
		const { code, verifier, pages } = await authorize("alice");
		expect(pages).toEqual(["login", "consent"]);
		const tokens = await exchange(code, verifier, "post");
		const claims = await verifiedPayload(tokens.id_token);
		expect(claims).toMatchObject({
			iss: peer.issuer,
			aud: clientId,
			sub: "alice",
			email: "alice@example.test",
			email_verified: true,
			name: "alice",
		});
		const userinfo = await fetch(discovery.userinfo_endpoint, {
			headers: { authorization: `Bearer ${tokens.access_token}` },
		});
		expect(await userinfo.json()).toMatchObject({ sub: "alice", email: "alice@example.test", email_verified: true });
	});

	it("marks logins starting with 'unverified' as unverified (client_secret_basic)", async () => {
		const { code, verifier } = await authorize("unverified.bob@elsewhere.test");
		const claims = await verifiedPayload((await exchange(code, verifier, "basic")).id_token);
		expect(claims).toMatchObject({
			email: "unverified.bob@elsewhere.test",
			email_verified: false,
			name: "unverified.bob",
		});
	});

	it("refuses a code redeemed with the wrong PKCE verifier", async () => {
		const { code } = await authorize("carol");
		const response = await tokenRequest(code, randomBytes(32).toString("base64url"), "post");
		expect(response.status).toBe(400);
		expect(await response.json()).toMatchObject({ error: "invalid_grant" });
	});

	// Plays the browser: follows redirects by hand with a cookie jar and submits each form the provider renders.
	async function authorize(login: string): Promise<{ code: string; verifier: string; pages: string[] }> {
		const verifier = randomBytes(32).toString("base64url");
		const state = randomBytes(8).toString("hex");
		const start = new URL(discovery.authorization_endpoint);
		start.search = new URLSearchParams({
			client_id: clientId,
			response_type: "code",
			scope: "openid email profile",
			redirect_uri: redirectUri,
			state,
			code_challenge: createHash("sha256").update(verifier).digest("base64url"),
			code_challenge_method: "S256",
		}).toString();

		const cookies = new Map<string, string>();
		const pages: string[] = [];
		let response = await send(start, cookies);
		for (let step = 0; step < 12; step++) {
			const location = response.headers.get("location");
			if (location) {
				const next = new URL(location, response.url || peer.issuer);
				if (next.href.startsWith(redirectUri)) {
					expect(next.searchParams.get("state")).toBe(state);
					expect(next.searchParams.get("iss")).toBe(peer.issuer);
					const code = next.searchParams.get("code");
					if (!code) throw new Error(`No code in redirect: ${next.href}`);
					return { code, verifier, pages };
				}
				response = await send(next, cookies);
				continue;
			}
			const html = await response.text();
			if (response.status !== 200) throw new Error(`Provider answered ${response.status}: ${html}`);
			const form = parseForm(html);
			if (form.fields.prompt === "login") {
				expect(html).toContain('placeholder="Enter any login"');
				expect(html).toContain('placeholder="and password"');
				expect(html).toMatch(/<button[^>]*>Sign-in<\/button>/);
				form.fields.login = login;
				form.fields.password = "any password";
			} else {
				expect(html).toMatch(/<button[^>]*>Continue<\/button>/);
			}
			pages.push(form.fields.prompt ?? "unknown");
			response = await send(new URL(form.action, peer.issuer), cookies, new URLSearchParams(form.fields));
		}
		throw new Error(`Authorization did not reach ${redirectUri}; pages seen: ${pages.join(", ")}`);
	}

	function tokenRequest(code: string, verifier: string, auth: "post" | "basic"): Promise<Response> {
		const body = new URLSearchParams({
			grant_type: "authorization_code",
			code,
			redirect_uri: redirectUri,
			code_verifier: verifier,
		});
		const headers: Record<string, string> = {};
		if (auth === "post") {
			body.set("client_id", clientId);
			body.set("client_secret", clientSecret);
		} else {
			const credentials = `${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`;
			headers.authorization = `Basic ${Buffer.from(credentials).toString("base64")}`;
		}
		return fetch(discovery.token_endpoint, { method: "POST", headers, body });
	}

	async function exchange(code: string, verifier: string, auth: "post" | "basic"): Promise<Tokens> {
		const response = await tokenRequest(code, verifier, auth);
		const tokens = (await response.json()) as Tokens;
		expect(response.status, JSON.stringify(tokens)).toBe(200);
		expect(tokens.token_type).toBe("Bearer");
		return tokens;
	}

	async function verifiedPayload(idToken: string): Promise<Record<string, unknown>> {
		const [header = "", payload = "", signature = ""] = idToken.split(".");
		const { kid, alg } = JSON.parse(Buffer.from(header, "base64url").toString()) as { kid: string; alg: string };
		expect(alg).toBe("RS256");
		const { keys } = (await (await fetch(discovery.jwks_uri)).json()) as { keys: (JsonWebKey & { kid: string })[] };
		const jwk = keys.find((key) => key.kid === kid);
		if (!jwk) throw new Error(`No JWK with kid ${kid}`);
		const key = createPublicKey({ key: jwk, format: "jwk" });
		const signed = verify("sha256", Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, "base64url"));
		expect(signed).toBe(true);
		return JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
	}
});

async function send(url: URL, cookies: Map<string, string>, form?: URLSearchParams): Promise<Response> {
	const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
	const response = await fetch(url, {
		method: form ? "POST" : "GET",
		redirect: "manual",
		headers: cookie ? { cookie } : {},
		body: form,
	});
	// One jar for the whole flow: oidc-provider scopes cookies by path, but sending extra ones is harmless.
	for (const line of response.headers.getSetCookie()) {
		const [pair = ""] = line.split(";");
		const separator = pair.indexOf("=");
		const name = pair.slice(0, separator).trim();
		const value = pair.slice(separator + 1).trim();
		if (value) cookies.set(name, value);
		else cookies.delete(name);
	}
	return response;
}

function parseForm(html: string): { action: string; fields: Record<string, string> } {
	const form = /<form\b[^>]*\baction="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
	if (!form) throw new Error(`No form in page: ${html.slice(0, 500)}`);
	const fields: Record<string, string> = {};
	for (const [input] of (form[2] ?? "").matchAll(/<input\b[^>]*>/gi)) {
		const name = /\bname="([^"]*)"/i.exec(input)?.[1];
		if (name) fields[name] = unescapeHtml(/\bvalue="([^"]*)"/i.exec(input)?.[1] ?? "");
	}
	return { action: unescapeHtml(form[1] ?? ""), fields };
}

function unescapeHtml(value: string): string {
	return value
		.replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
		.replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
		.replaceAll("&quot;", '"')
		.replaceAll("&lt;", "<")
		.replaceAll("&gt;", ">")
		.replaceAll("&amp;", "&");
}
