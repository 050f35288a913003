import { Hono } from "hono";
import type Stripe from "stripe";
import { deleteAccountSchema } from "#core/account/account-data.schema.ts";
import { deleteAccount } from "#core/account/delete-account.ts";
import { exportAccount } from "#core/account/export-account.ts";
import { tasksCsv } from "#core/account/tasks-csv.ts";
import type { Auth } from "#core/auth/create-auth.server.ts";
import { SUPPORTED_LOCALES } from "#core/constants.ts";
import type { Db } from "#db/client.server.ts";
import { translatorFor } from "#locales/catalogs.server.ts";
import type { AppEnv } from "../app-env.ts";
import { parseJsonBody } from "../parse-json-body.ts";
import { CLEAR_BROWSER_DATA } from "./clear-browser-data.ts";

type Options = { db: Db; auth: Auth; stripe: Stripe | undefined };

// The dialog may have been shown in any language (the person can switch while it is open), so any of them counts.
const ANONYMOUS_WORDS = SUPPORTED_LOCALES.map((locale) => translatorFor(locale)("yourData.delete.anonymousWord"));

/** `quadrant-tasks-2026-11-23.csv`: the day of the export (UTC), so repeated downloads sort and do not collide. */
const fileName = (kind: string, extension: string, now: Date) =>
	`quadrant-${kind}-${now.toISOString().slice(0, 10)}.${extension}`;

/** The signed-in user's data: download all of it (JSON, or the tasks as CSV), and delete the account. */
export function accountDataRoutes({ db, auth, stripe }: Options) {
	return new Hono<AppEnv>()
		.get("/account/export", async (c) => {
			const now = new Date();
			const data = await exportAccount({ db, userId: c.get("session").user.id, now });
			c.header("content-disposition", `attachment; filename="${fileName("export", "json", now)}"`);
			c.header("cache-control", "no-store");
			return c.body(`${JSON.stringify(data, null, 2)}\n`, 200, { "content-type": "application/json; charset=utf-8" });
		})
		.get("/account/export/tasks.csv", async (c) => {
			const now = new Date();
			const { tasks } = await exportAccount({ db, userId: c.get("session").user.id, now });
			c.header("content-disposition", `attachment; filename="${fileName("tasks", "csv", now)}"`);
			c.header("cache-control", "no-store");
			return c.body(tasksCsv(tasks), 200, { "content-type": "text/csv; charset=utf-8" });
		})
		.delete("/account", async (c) => {
			const { confirmation } = await parseJsonBody(c, deleteAccountSchema);
			const { user } = c.get("session");
			await deleteAccount({
				db,
				user: { id: user.id, email: user.email, isAnonymous: Boolean(user.isAnonymous) },
				confirmation,
				anonymousWords: ANONYMOUS_WORDS,
				stripe,
			});
			// The session row went with the user; this clears the browser's session cookies too.
			const signedOut = await auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
			for (const cookie of signedOut.headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
			// Nor does the browser keep any copy of the account's pages or unsent changes.
			return c.body(null, 204, CLEAR_BROWSER_DATA);
		});
}
