import { describe, expect, it } from "vitest";
import type { InstanceFacts } from "#app/content/legal/document.ts";
import { SUPPORTED_LOCALES } from "#core/constants.ts";
import { TERMS_TEXTS } from "./index.ts";

const facts = (isGoogleEnabled: boolean): InstanceFacts => ({
	operator: {},
	authRateLimitPerMinute: 10,
	changeLogRetentionDays: 30,
	anonymousUserRetentionDays: 400,
	isGoogleEnabled,
});

// Issue 44, item 4: Google is offered only where Google sign-in is configured, the terms' ways to keep tasks included.
describe.each(SUPPORTED_LOCALES)("the %s terms", (locale) => {
	const text = (isGoogleEnabled: boolean) => JSON.stringify(TERMS_TEXTS[locale](facts(isGoogleEnabled)));

	it("name Google as a way to keep tasks only where Google sign-in is configured", () => {
		expect(text(true)).toContain("Google");
		expect(text(false)).not.toContain("Google");
	});
});
