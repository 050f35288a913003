import { DEFAULT_LOCALE, type Locale } from "#core/constants.ts";
import type { OutgoingMail } from "#core/mail/mailer.ts";
import { escapeHtml } from "#core/text/escape-html.ts";
import { translatorFor } from "#locales/catalogs.server.ts";

export type DigestCounts = { dueToday: number; overdue: number };

/** "4 tasks due today, 2 overdue." in `locale`, with each language's plural forms. */
export function digestText(counts: DigestCounts, locale: Locale) {
	const t = translatorFor(locale);
	return {
		title: t("digest.title"),
		body: t("digest.body", {
			dueToday: t("digest.dueToday", { count: counts.dueToday }),
			overdue: t("digest.overdue", { count: counts.overdue }),
		}),
	};
}

/** The digest as a mail: the same sentence, and a link to the matrix in the same language. */
export function digestMail({
	to,
	counts,
	locale,
	baseUrl,
}: {
	to: string;
	counts: DigestCounts;
	locale: Locale;
	baseUrl: string;
}): OutgoingMail {
	const t = translatorFor(locale);
	const { title, body } = digestText(counts, locale);
	const url = `${baseUrl}${locale === DEFAULT_LOCALE ? "" : `/${locale}`}/matrix`;
	const action = t("digest.openMatrix");
	const signature = t("email.signature");
	const text = `${body}\n\n${t("email.linkLine", { label: action, url })}\n\n${signature}\n`;
	const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>
<p>${escapeHtml(signature)}</p>
</body></html>`;
	return { to, subject: title, text, html };
}
