import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { freePort } from "#tests/setup/free-port.ts";
import { startMailCatcher } from "#tests/setup/mail-catcher.ts";
import { startOidcPeer } from "#tests/setup/oidc-peer.ts";
import { startServer } from "#tests/setup/server-process.ts";
import { CHROMIUM_ARGS } from "./chromium-args.ts";

declare module "vitest" {
	export interface ProvidedContext {
		baseUrl: string;
		mailDir: string;
		/** The catcher's SMTP URL, for a test's own server whose mail the journeys read too (a sign-up's link). */
		smtpUrl: string;
		oidcIssuer: string;
		/** Debian's Chromium, launched once for the suite: each file connects to it (tests/e2e/support/browser.ts). */
		browserEndpoint: string;
	}
}

export const GOOGLE_CLIENT = { clientId: "quadrant-e2e", clientSecret: "quadrant-e2e-secret" };

/**
 * One built server for the whole end-to-end suite, configured as a deployment would be: real SMTP (a catcher on
 * loopback) and a real OpenID provider on loopback in Google's place. Each test gets its own browser context.
 */
export default async function setup(project: TestProject) {
	const port = await freePort();
	const baseUrl = `http://127.0.0.1:${port}`;
	const mailDir = await mkdtemp(join(tmpdir(), "quadrant-mail-"));
	const mail = await startMailCatcher({ dir: mailDir });
	const oidc = await startOidcPeer({ ...GOOGLE_CLIENT, redirectUris: [`${baseUrl}/api/auth/callback/google`] });
	const server = await startServer(
		{
			SMTP_URL: mail.url,
			GOOGLE_CLIENT_ID: GOOGLE_CLIENT.clientId,
			GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.clientSecret,
			GOOGLE_DISCOVERY_URL: oidc.discoveryUrl,
			// Every browser test signs in from 127.0.0.1; the limits themselves are proven by integration tests.
			AUTH_RATE_LIMIT_PER_MINUTE: "10000",
		},
		port,
	);
	// One browser process for every file: launching Chromium anew cost each of the suite's files seconds.
	const browser = await chromium.launchServer({
		executablePath: "/usr/bin/chromium",
		headless: true,
		args: CHROMIUM_ARGS,
	});
	project.provide("browserEndpoint", browser.wsEndpoint());
	project.provide("baseUrl", baseUrl);
	project.provide("mailDir", mailDir);
	project.provide("smtpUrl", mail.url);
	project.provide("oidcIssuer", oidc.issuer);
	return async () => {
		await browser.close();
		const code = await server.stop();
		// A page that answered 500 fails its test with no cause in sight; the server's own account of it goes here.
		const errors = server
			.output()
			.split("\n")
			.filter((line) => /"level":(50|60)\b/.test(line));
		if (errors.length > 0)
			console.error(`the server logged ${errors.length} errors:\n${errors.slice(0, 20).join("\n")}`);
		await oidc.close();
		await mail.close();
		await rm(mailDir, { recursive: true, force: true });
		if (code !== 0) throw new Error(`server exited with ${code}:\n${server.output()}`);
	};
}
