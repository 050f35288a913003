import { DEFAULT_LOCALE, isLocale, type Locale } from "#core/constants.ts";
import type { OutgoingMail } from "#core/mail/mailer.ts";
import { escapeHtml } from "#core/text/escape-html.ts";
import { translatorFor } from "#locales/catalogs.server.ts";

type AuthMailKind = "verifyEmail" | "resetPassword" | "failedSignIns" | "confirmKeepData";

/**
 * The language of an auth mail: the language prefix of the page the link returns to (the client passes a
 * localized callback), so a person who signed up on /fr/login gets French mail.
 */
function localeOfLink(url: string): Locale {
	try {
		const link = new URL(url);
		const back = link.searchParams.get("callbackURL") ?? link.searchParams.get("redirectTo") ?? link.pathname;
		const prefix = new URL(back, link.origin).pathname.split("/")[1];
		return isLocale(prefix) ? prefix : DEFAULT_LOCALE;
	} catch {
		return DEFAULT_LOCALE;
	}
}

/** Plain text and simple HTML, in the recipient's language (the link's, unless told), with one action link. */
export function authMail({
	kind,
	to,
	url,
	locale = localeOfLink(url),
}: {
	kind: AuthMailKind;
	to: string;
	url: string;
	locale?: Locale;
}): OutgoingMail {
	const t = translatorFor(locale);
	const subject = t(`email.${kind}.subject`);
	const intro = t(`email.${kind}.intro`);
	const action = t(`email.${kind}.action`);
	const outro = t(`email.${kind}.outro`);
	const signature = t("email.signature");
	const text = `${intro}\n\n${t("email.linkLine", { label: action, url })}\n\n${outro}\n\n${signature}\n`;
	const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>
<p>${escapeHtml(outro)}</p>
<p>${escapeHtml(signature)}</p>
</body></html>`;
	return { to, subject, text, html };
}
