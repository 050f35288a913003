import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";

const SERVER_BUNDLE = new URL("../../build/server.js", import.meta.url);

describe("the built server (build/server.js)", () => {
	it("loads @simplewebauthn/server on the first passkey request, not at start-up", async () => {
		const source = await readFile(SERVER_BUNDLE, "utf8");
		// At start-up it held ~4 MiB of heap in every instance (docs/performance.md); passkeys still work end to end
		// with the stand-in (passkeys.test.ts runs against this bundle).
		expect(source).not.toMatch(/^import\b[^;]*from\s*"@simplewebauthn\/server";?$/m);
		expect(source).toContain('import("@simplewebauthn/server")');
		expect(source).toMatch(/^\/\/ node_modules\/@better-auth\/passkey\//m);
	});
});
