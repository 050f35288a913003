/** What the domain needs from mail delivery; the host decides how (SMTP, or the log and the dev mailbox). */
export type OutgoingMail = { to: string; subject: string; text: string; html: string };
export type Mailer = { send: (mail: OutgoingMail) => Promise<void> };
