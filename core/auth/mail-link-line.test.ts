import { describe, expect, it } from "vitest";
import { translatorFor } from "#locales/catalogs.server.ts";
import { authMail } from "./auth-emails.ts";
import { existingAccountMail } from "./existing-account-mail.ts";

const URL = "https://quadrant.example/reset?token=abc";

// A mail's "label: link" line is written as each language writes it, not with code's ASCII colon and space.
describe("a mail's link line", () => {
	it.each([
		["en", ": "],
		["fr", "\u202f: "],
		["ja", "："],
		["zh", "："],
	] as const)("joins the label and the link as %s does", (locale, joiner) => {
		const action = translatorFor(locale)("email.resetPassword.action");
		const mail = authMail({ kind: "resetPassword", to: "someone@example.com", url: URL, locale });
		expect(mail.text).toContain(`${action}${joiner}${URL}`);
	});

	it("lists the sign-in and reset links of the existing-account mail the same way", () => {
		const mail = existingAccountMail({ to: "someone@example.com", locale: "fr", baseUrl: "https://quadrant.example" });
		const t = translatorFor("fr");
		expect(mail.text).toContain(`${t("email.existingAccount.signIn")}\u202f: https://quadrant.example/fr/login`);
	});
});
