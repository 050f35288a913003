import { DEFAULT_LOCALE, type Locale } from "#core/constants.ts";
import type { OutgoingMail } from "#core/mail/mailer.ts";
import { escapeHtml } from "#core/text/escape-html.ts";
import { translatorFor } from "#locales/catalogs.server.ts";

export type SecurityChange = "passwordChanged" | "passwordAdded" | "twoFactorEnabled" | "twoFactorDisabled";

/**
 * A notice that something guarding the account changed (ASVS 6.3.6), in the user's language: if it was not them,
 * the link leads to the sign-in page, where "Forgot your password?" takes the account back.
 */
export function securityNoticeMail({
	change,
	to,
	locale,
	baseUrl,
}: {
	change: SecurityChange;
	to: string;
	locale: Locale;
	baseUrl: string;
}): OutgoingMail {
	const t = translatorFor(locale);
	const url = `${baseUrl}${locale === DEFAULT_LOCALE ? "" : `/${locale}`}/login`;
	const subject = t(`securityMail.${change}.subject`);
	const intro = t(`securityMail.${change}.intro`);
	const ifYou = t("securityMail.ifYou");
	const ifNot = t("securityMail.ifNot");
	const action = t("securityMail.action");
	const signature = t("email.signature");
	const text = `${intro}\n\n${ifYou}\n\n${ifNot}\n${t("email.linkLine", { label: action, url })}\n\n${signature}\n`;
	const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(ifYou)}</p>
<p>${escapeHtml(ifNot)} <a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>
<p>${escapeHtml(signature)}</p>
</body></html>`;
	return { to, subject, text, html };
}
