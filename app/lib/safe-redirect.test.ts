import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect.ts";

describe("safeRedirect", () => {
	it("keeps same-site relative paths with their query", () => {
		expect(safeRedirect("/fr/sticky?board=all", "/matrix")).toBe("/fr/sticky?board=all");
		expect(safeRedirect("/profile", "/matrix")).toBe("/profile");
	});

	it("ignores absolute, protocol-relative and backslash targets", () => {
		for (const target of [
			"https://evil.example",
			"//evil.example/x",
			"/\\evil.example",
			"javascript:alert(1)",
			"matrix",
			"",
			null,
		]) {
			expect(safeRedirect(target, "/matrix"), String(target)).toBe("/matrix");
		}
	});
});
