import { generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { listenOnLoopback } from "./loopback.ts";

// A real OpenID Provider (oidc-provider) on loopback standing in for Google.
//
// Browser login uses oidc-provider's development interactions. The pages have no <label>s; drive them by
// placeholder and button name:
// - Login page (<h1>/<title> "Sign-in"): text input name="login" placeholder "Enter any login" (accessible name
//   "Enter any login"), password input name="password" placeholder "and password" (required, any value), submit
//   button "Sign-in".
// - Consent page (<h1> "Authorize"): submit button "Continue"; link "[ Cancel ]" aborts with access_denied.
// Both forms POST to /interaction/<uid> with a hidden `prompt` field ("login" or "consent").
// The login typed is the account id: "alice" → alice@example.test; "bob@x.test" → bob@x.test; a login starting
// with "unverified" gets email_verified false.
//
// Client settings the app must match: confidential client, client_secret_basic or client_secret_post, response type
// code, PKCE with S256 only, scopes "openid email profile". ID tokens carry the email/profile claims too (not only
// the userinfo endpoint).

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
type Account = { accountId: string; claims(): Promise<Record<string, unknown>> };
type OidcProvider = { callback(): Handler };
type ProviderConstructor = new (issuer: string, configuration: Record<string, unknown>) => OidcProvider;

// oidc-provider ships no type declarations; loading it through require keeps the untyped module behind the narrow
// type above.
const require = createRequire(import.meta.url);
const { Provider } = require("oidc-provider") as { Provider: ProviderConstructor };

export type OidcPeer = { issuer: string; discoveryUrl: string; close(): Promise<void> };

/** The one client the peer knows: Quadrant, as registered with Google. */
type ClientRegistration = { clientId: string; clientSecret: string; redirectUris: string[] };

export async function startOidcPeer(client: ClientRegistration): Promise<OidcPeer> {
	// Listen first so the issuer can name the real port, then hand requests to the provider.
	let handle: Handler = (_req, res) => res.writeHead(503).end();
	const server = createServer((req, res) => handle(req, res));
	const port = await listenOnLoopback(server);
	const issuer = `http://127.0.0.1:${port}`;

	const provider = quietly(() => new Provider(issuer, configuration(client)));
	handle = provider.callback();

	return {
		issuer,
		discoveryUrl: `${issuer}/.well-known/openid-configuration`,
		close: () =>
			new Promise<void>((resolve, reject) => {
				server.close((error) => (error ? reject(error) : resolve()));
				server.closeAllConnections();
			}),
	};
}

function configuration({ clientId, clientSecret, redirectUris }: ClientRegistration): Record<string, unknown> {
	const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
	const signingKey = { ...privateKey.export({ format: "jwk" }), kid: "test-peer", alg: "RS256", use: "sig" };
	return {
		clients: [
			{
				client_id: clientId,
				client_secret: clientSecret,
				redirect_uris: redirectUris,
				grant_types: ["authorization_code"],
				response_types: ["code"],
				// oidc-provider accepts client_secret_post as well for a client registered with basic.
				token_endpoint_auth_method: "client_secret_basic",
			},
		],
		jwks: { keys: [signingKey] },
		cookies: { keys: [randomBytes(32).toString("hex"), randomBytes(32).toString("hex")] },
		responseTypes: ["code"],
		scopes: ["openid", "email", "profile"],
		claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
		// Put the scope's claims into the ID token too, whichever of ID token or userinfo the relying party reads.
		conformIdTokenClaims: false,
		features: { devInteractions: { enabled: true } },
		// Explicit values instead of oidc-provider's defaults, which log a "you SHOULD change this" notice on first use.
		ttl: {
			AccessToken: 3600,
			AuthorizationCode: 600,
			IdToken: 3600,
			Interaction: 3600,
			Session: 86_400,
			Grant: 86_400,
		},
		clientBasedCORS: () => true,
		renderError: (ctx: { type: string; body: string }, out: Record<string, string>) => {
			ctx.type = "html";
			ctx.body = `<!DOCTYPE html><title>OIDC peer error</title><pre>${escapeHtml(JSON.stringify(out, null, 2))}</pre>`;
		},
		findAccount: (_ctx: unknown, id: string): Account => ({
			accountId: id,
			claims: async () => {
				const email = id.includes("@") ? id : `${id}@example.test`;
				return {
					sub: id,
					email,
					email_verified: !id.startsWith("unverified"),
					name: email.slice(0, email.indexOf("@")),
				};
			},
		}),
	};
}

// oidc-provider warns at construction that dev interactions and the in-memory adapter are development-only; that is
// exactly what a test peer wants, so keep those lines out of the test output.
function quietly<T>(build: () => T): T {
	const { warn, info } = console;
	console.warn = () => {};
	console.info = () => {};
	try {
		return build();
	} finally {
		console.warn = warn;
		console.info = info;
	}
}

function escapeHtml(value: string): string {
	return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
