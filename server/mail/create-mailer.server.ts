import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Mailer } from "#core/mail/mailer.ts";
import type { Db } from "#db/client.server.ts";
import { devMail } from "#db/schema/app.ts";

type MailerOptions = { smtpUrl: string | undefined; from: string; isProduction: boolean; db: Db; logger: Logger };

/**
 * SMTP when configured. Otherwise mail is written to the log and, outside production, kept in the database so
 * that /dev/mailbox can show it (any instance can read it back).
 */
export function createMailer({ smtpUrl, from, isProduction, db, logger }: MailerOptions): Mailer {
	if (smtpUrl) {
		const transport = nodemailer.createTransport(smtpUrl);
		return {
			send: async (mail) => {
				await transport.sendMail({ from, ...mail });
				logger.info({ to: mail.to, subject: mail.subject }, "mail sent");
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
