import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password-hash.ts";

// Each hash costs 128 MiB and about a second of CPU here; with the rest of the suite on the same two cores, three of
// them once took more than Vitest's default 5 s. The limit only guards against a hang: nothing here is timed.
describe("password hashing", { timeout: 30_000 }, () => {
	it("uses scrypt at OWASP's minimum cost with a random salt", async () => {
		const first = await hashPassword("correct horse battery");
		const second = await hashPassword("correct horse battery");
		expect(first.split("$").slice(0, 4)).toEqual(["scrypt", "131072", "8", "1"]);
		expect(first).not.toBe(second);
	});

	it("verifies the right password and rejects a wrong or malformed one", async () => {
		const hash = await hashPassword("correct horse battery");
		expect(await verifyPassword({ hash, password: "correct horse battery" })).toBe(true);
		expect(await verifyPassword({ hash, password: "correct horse batterY" })).toBe(false);
		expect(await verifyPassword({ hash: "bcrypt$whatever", password: "x" })).toBe(false);
		expect(await verifyPassword({ hash: "scrypt$abc$8$1$c2FsdA==$a2V5", password: "x" })).toBe(false);
	});

	it("hashes at a test server's lower cost only when asked, and either kind verifies under the other's setting", async () => {
		const light = await hashPassword("correct horse battery", { cost: "test" });
		expect(light.split("$").slice(0, 4)).toEqual(["scrypt", "1024", "8", "1"]);
		expect(await verifyPassword({ hash: light, password: "correct horse battery" })).toBe(true);
		expect(await verifyPassword({ hash: light, password: "correct horse batterY" })).toBe(false);
	});
});
