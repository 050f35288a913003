import { createECDH, type ECDH, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import { decrypt } from "http_ece";
import { afterAll, beforeAll, expect } from "vitest";
import type { ApiClient } from "./api-client.ts";
import { listenOnLoopback } from "./loopback.ts";

export type PushRequest = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/**
 * A push service on loopback: records every message a server posts and answers 201, or the status set for a path
 * (410 for a subscription that is gone). Paths are the browsers: one endpoint per `browser()` call.
 */
export async function startPushPeer() {
	const received: PushRequest[] = [];
	const statusByPath = new Map<string, number>();
	const server = createServer((request, response) => {
		const chunks: Buffer[] = [];
		request.on("data", (chunk: Buffer) => chunks.push(chunk));
		request.on("end", () => {
			const path = request.url ?? "/";
			received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
			response.writeHead(statusByPath.get(path) ?? 201).end();
		});
	});
	const origin = `http://127.0.0.1:${await listenOnLoopback(server)}`;
	let browsers = 0;
	return {
		received,
		/** Makes the push service answer `status` to messages for this endpoint from now on. */
		answer(endpoint: string, status: number) {
			statusByPath.set(new URL(endpoint).pathname, status);
		},
		/** A browser's subscription: its keys made the way a browser makes them (P-256 key pair, 16-byte secret). */
		browser() {
			browsers += 1;
			const ecdh = createECDH("prime256v1");
			ecdh.generateKeys();
			const authSecret = randomBytes(16);
			const endpoint = `${origin}/push/browser-${browsers}`;
			return {
				endpoint,
				keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: authSecret.toString("base64url") },
				messages: () => received.filter((message) => message.path === new URL(endpoint).pathname),
				/** Decrypts a received aes128gcm body as the browser would, and parses the JSON inside. */
				read: (message: PushRequest): unknown => JSON.parse(open(message.body, ecdh, authSecret)),
			};
		},
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	};
}

function open(body: Buffer, privateKey: ECDH, authSecret: Buffer): string {
	return decrypt(body, { version: "aes128gcm", privateKey, authSecret }).toString("utf8");
}

type PushPeer = Awaited<ReturnType<typeof startPushPeer>>;
/** A browser subscribed to the push receiver: its endpoint, keys, and the messages it got. */
export type PushBrowser = ReturnType<PushPeer["browser"]>;

/**
 * The push receiver of one test file (started before its tests, closed after them), and `subscribe`: a new browser of
 * it subscribed for the client's user in `locale`, as a page subscribes one.
 */
export function usePushPeer() {
	let started: PushPeer | undefined;
	beforeAll(async () => {
		started = await startPushPeer();
	});
	afterAll(() => started?.close());
	const peer = () => {
		if (!started) throw new Error("the push peer starts before the file's tests");
		return started;
	};
	return {
		get peer() {
			return peer();
		},
		async subscribe(client: ApiClient, locale = "en") {
			const browser = peer().browser();
			const response = await client.post("/api/v1/push-subscriptions", {
				endpoint: browser.endpoint,
				keys: browser.keys,
				expirationTime: null,
				locale,
			});
			expect(response.status).toBe(204);
			return browser;
		},
	};
}
