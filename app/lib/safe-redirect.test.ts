import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect.ts";

const BASE_URL = "https://quadrant.example";
const ORIGIN = new URL(BASE_URL).origin;
const FALLBACK = "/matrix";
const decide = (target: string | null | undefined) => safeRedirect(target, { baseUrl: BASE_URL, fallback: FALLBACK });

/** Forms that have taken browsers off-site through "same-site" redirect checks (ASVS 3.7.2). */
const BYPASS_FORMS = [
	"//evil.example",
	"//evil.example/login",
	"///evil.example",
	"/\\evil.example",
	"\\\\evil.example",
	"\\/evil.example",
	"/\\/evil.example",
	"/%2e%2e//evil.example",
	"/%2E%2E//evil.example",
	"/..//evil.example",
	"/./..//evil.example",
	"/.//evil.example",
	"/a/../..//evil.example",
	"/%2f%2fevil.example",
	"%2f%2fevil.example",
	"/%5cevil.example",
	"/%5c%5cevil.example",
	"/\t/evil.example",
	"/\n/evil.example",
	"/\r/evil.example",
	"\t//evil.example",
	" //evil.example",
	"/\u0000/evil.example",
	"https:evil.example",
	"https:/evil.example",
	"http:evil.example",
	"https://evil.example",
	"http://evil.example",
	"HTTP://evil.example",
	"https://quadrant.example@evil.example",
	"https://quadrant.example.evil.example",
	"http://quadrant.example",
	"https://quadrant.example:8443/matrix",
	"/\u2215evil.example",
	"/\u2215\u2215evil.example",
	"\u2215\u2215evil.example",
	"/\uff0fevil.example",
	"\uff0f\uff0fevil.example",
	"/\u3002evil.example",
	"javascript:alert(1)",
	"JaVaScRiPt:alert(1)",
	"java\tscript:alert(1)",
	"data:text/html,<script>alert(1)</script>",
	"vbscript:msgbox(1)",
	"blob:https://evil.example/x",
	"",
	null,
	undefined,
];

describe("safeRedirect", () => {
	it("keeps same-site paths with their query and fragment", () => {
		expect(decide("/fr/sticky?board=all")).toBe("/fr/sticky?board=all");
		expect(decide("/profile#sessions")).toBe("/profile#sessions");
		expect(decide("/")).toBe("/");
		expect(decide(`${BASE_URL}/sticky?q=x`)).toBe("/sticky?q=x");
	});

	it("answers a path on the app's own origin for every known bypass form", () => {
		for (const target of BYPASS_FORMS) {
			const decided = decide(target);
			const label = JSON.stringify(target);
			expect(decided, label).toMatch(/^\/(?![/\\])/);
			expect(new URL(decided, BASE_URL).origin, `${label} → ${decided}`).toBe(ORIGIN);
			// What a browser does with a Location header: resolve it against the page it asked for.
			expect(new URL(decided, `${BASE_URL}/login?redirect=x`).origin, `${label} → ${decided}`).toBe(ORIGIN);
		}
	});

	it("falls back to the default page for another origin or scheme, and for a path that reads as another host", () => {
		for (const target of [
			"//evil.example",
			"/\\evil.example",
			"/%2e%2e//evil.example",
			"/\t/evil.example",
			"http:evil.example",
			"http://evil.example",
			"javascript:alert(1)",
			"http://quadrant.example",
			null,
		]) {
			expect(decide(target), JSON.stringify(target)).toBe(FALLBACK);
		}
	});
});
