import { createPublicKey, createSign, createVerify } from "node:crypto";
import { describe, expect, it } from "vitest";
import webPush from "web-push";
import { generateVapidKeys } from "./vapid-keys.ts";

describe("a generated VAPID key pair", () => {
	it("has web-push's lengths every time (65-byte public point, 32-byte private scalar), and is a matching P-256 pair", () => {
		// ECDH drops a private scalar's leading zero byte about once in 200 keys: enough draws to meet several.
		for (let draw = 0; draw < 2000; draw++) {
			const { publicKey, privateKey } = generateVapidKeys();
			expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
			expect(Buffer.from(privateKey, "base64url")).toHaveLength(32);
		}
		const { publicKey, privateKey } = generateVapidKeys();
		const point = Buffer.from(publicKey, "base64url");
		const jwk = {
			kty: "EC",
			crv: "P-256",
			x: point.subarray(1, 33).toString("base64url"),
			y: point.subarray(33).toString("base64url"),
		};
		const signature = createSign("SHA256")
			.update("reminder")
			.sign({ key: { ...jwk, d: privateKey }, format: "jwk" });
		const verifier = createVerify("SHA256").update("reminder");
		expect(verifier.verify(createPublicKey({ key: jwk, format: "jwk" }), signature)).toBe(true);
	});

	it("is accepted by web-push to sign a push request", () => {
		const vapid = generateVapidKeys();
		const browser = generateVapidKeys();
		const request = webPush.generateRequestDetails(
			{
				endpoint: "https://push.example.test/send/1",
				keys: { p256dh: browser.publicKey, auth: Buffer.alloc(16, 7).toString("base64url") },
			},
			"{}",
			{ vapidDetails: { subject: "mailto:ops@example.test", ...vapid }, contentEncoding: "aes128gcm" },
		);
		expect(request.headers.Authorization).toMatch(
			new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
		);
	});
});
