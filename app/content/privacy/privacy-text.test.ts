import { describe, expect, it } from "vitest";
import type { InstanceFacts } from "#app/content/legal/document.ts";
import { SUPPORTED_LOCALES } from "#core/constants.ts";
import { PRIVACY_TEXTS } from "./index.ts";

const FACTS: InstanceFacts = {
	operator: {},
	authRateLimitPerMinute: 10,
	changeLogRetentionDays: 30,
	anonymousUserRetentionDays: 400,
	isGoogleEnabled: false,
};

/** The running text of each section after the data inventory, by position: the languages keep English's order. */
const sectionsAfter = (text: ReturnType<(typeof PRIVACY_TEXTS)["en"]>) =>
	text.after.map((section) => JSON.stringify(section.blocks));

// The gaps the language review found in the template (GDPR Art. 13(1)(c) and (f), and the log's retention).
describe.each(SUPPORTED_LOCALES)("the %s privacy page", (locale) => {
	const write = PRIVACY_TEXTS[locale];

	it("names a legal basis for each use, by the GDPR's article 6(1) points b, f and a, in its first section after the inventory", () => {
		const [legalBases] = sectionsAfter(write(FACTS));
		expect(legalBases).toMatch(/6.*\bb\b.*6.*\bf\b.*6.*\ba\b/);
	});

	it("says where data goes outside the country and on what ground", () => {
		const recipients = sectionsAfter(write(FACTS))[2];
		expect(recipients).toMatch(/GDPR|RGPD/);
		expect(recipients).toContain("Stripe");
	});

	it("states how long the server's log is kept when the operator has said so, and who decides otherwise", () => {
		const stated = sectionsAfter(write({ ...FACTS, operator: { logRetentionDays: 45 } }))[1];
		const unstated = sectionsAfter(write(FACTS))[1];
		expect(stated).toMatch(/\b45\s?(?:days|jours|días|天|日|일|hari)/);
		expect(unstated).not.toMatch(/\d/);
		expect(stated).not.toBe(unstated);
	});
});

it("keeps the same sections in every language", () => {
	const count = (locale: (typeof SUPPORTED_LOCALES)[number]) => PRIVACY_TEXTS[locale](FACTS).after.length;
	for (const locale of SUPPORTED_LOCALES) expect(count(locale), locale).toBe(count("en"));
});
