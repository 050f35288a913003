import { DEFAULT_LOCALE, type Locale } from "#core/constants.ts";
import type { OutgoingMail } from "#core/mail/mailer.ts";
import { escapeHtml } from "#core/text/escape-html.ts";
import { translatorFor } from "#locales/catalogs.server.ts";

/**
 * Sent instead of an answer that would say "this address has an account" (ASVS 6.3.8): someone signed up with, or
 * asked to keep their tasks under, an address that already has an account. Only its owner reads this; the page says
 * "check your inbox" either way. Two ways on: sign in, or choose a new password.
 */
export function existingAccountMail({ to, locale, baseUrl }: { to: string; locale: Locale; baseUrl: string }) {
	const t = translatorFor(locale);
	const login = `${baseUrl}${locale === DEFAULT_LOCALE ? "" : `/${locale}`}/login`;
	const links = [
		{ label: t("email.existingAccount.signIn"), url: login },
		{ label: t("email.existingAccount.resetPassword"), url: `${login}?mode=forgot` },
	];
	const subject = t("email.existingAccount.subject");
	const intro = t("email.existingAccount.intro");
	const outro = t("email.existingAccount.outro");
	const signature = t("email.signature");
	const text = `${intro}\n\n${links.map((link) => t("email.linkLine", { label: link.label, url: link.url })).join("\n")}\n\n${outro}\n\n${signature}\n`;
	const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>${escapeHtml(intro)}</p>
${links.map((link) => `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`).join("\n")}
<p>${escapeHtml(outro)}</p>
<p>${escapeHtml(signature)}</p>
</body></html>`;
	return { to, subject, text, html } satisfies OutgoingMail;
}
