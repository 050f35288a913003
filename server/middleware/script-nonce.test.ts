import { describe, expect, it } from "vitest";
import { nextNonce } from "./script-nonce.ts";

describe("script nonces", () => {
	it("are 128-bit base64 values, never repeated across refills of the pool", () => {
		const nonces = Array.from({ length: 2000 }, () => nextNonce());
		for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
		expect(new Set(nonces).size).toBe(nonces.length);
	});
});
