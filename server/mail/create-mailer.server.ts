import type { Logger } from "pino";
import type { Config } from "#config/env.server.ts";
import { isLoopbackUrl } from "#config/loopback-url.ts";
import type { Mailer } from "#core/mail/mailer.ts";
import type { Db } from "#db/client.server.ts";
import { devMail } from "#db/schema/app.ts";

type MailerOptions = {
	/**
	 * SMTP_URL, MAIL_FROM, and BASE_URL: only a server on a loopback address may write a mail's text (and its links) to
	 * the log.
	 */
	config: Pick<Config, "smtpUrl" | "mailFrom" | "isProduction" | "baseUrl">;
	db: Db;
	logger: Logger;
};

/**
 * SMTP when configured. Otherwise mail is not sent: on a loopback BASE_URL (one's own machine) it is written to the log
 * and, outside production, kept in the database so that /dev/mailbox can show it (any instance can read it back).
 * Anywhere else the log says only that a mail was due: its password-reset and sign-in links would hand accounts to
 * whoever reads the log.
 */
export function createMailer({ config, db, logger }: MailerOptions): Mailer {
	const { smtpUrl, mailFrom: from, isProduction, baseUrl } = config;
	if (smtpUrl) {
		// Imported only where SMTP is configured: nodemailer is ~5 MiB of a server that sends no mail otherwise.
		const transport = import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
		transport.catch(() => {}); // reported by the first send that awaits it
		return {
			send: async (mail) => {
				await (await transport).sendMail({ from, ...mail });
				logger.info({ to: mail.to, subject: mail.subject }, "mail sent");
			},
		};
	}
	if (!isLoopbackUrl(baseUrl)) {
		logger.warn("SMTP_URL is not set: no mail is sent (password resets and address verification cannot reach anyone)");
		return {
			send: async (mail) => {
				logger.warn({ subject: mail.subject }, "mail not sent: no SMTP_URL configured");
			},
		};
	}
	return {
		send: async (mail) => {
			logger.info({ to: mail.to, subject: mail.subject, text: mail.text }, "mail not sent: no SMTP_URL configured");
			if (!isProduction) await db.insert(devMail).values(mail);
		},
	};
}
