import { desc } from "drizzle-orm";
import { Hono } from "hono";
import { escapeHtml } from "#core/text/escape-html.ts";
import type { Db } from "#db/client.server.ts";
import { devMail } from "#db/schema/app.ts";

const linkify = (text: string) =>
	escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** Outside production without SMTP: the mail the app would have sent, newest first, with clickable links. */
export function devMailboxRoutes(db: Db) {
	return new Hono().get("/dev/mailbox", async (c) => {
		const mails = await db.select().from(devMail).orderBy(desc(devMail.createdAt)).limit(50);
		const items = mails
			.map(
				(mail) =>
					`<article><h2>${escapeHtml(mail.subject)}</h2><p>To: ${escapeHtml(mail.to)} · ${mail.createdAt.toISOString()}</p><pre>${linkify(mail.text)}</pre></article>`,
			)
			.join("<hr>");
		return c.html(
			`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Quadrant</title></head><body><main><h1>Dev mailbox</h1>${items || "<p>No mail yet.</p>"}</main></body></html>`,
		);
	});
}
