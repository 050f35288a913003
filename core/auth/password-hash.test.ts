import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password-hash.ts";

describe("password hashing", () => {
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
});
