import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Mailer } from "#core/mail/mailer.ts";
import type { Db } from "#db/client.server.ts";
import { user } from "#db/schema/auth.ts";
import { authMail } from "./auth-emails.ts";
import { clientAddressOf } from "./auth-request-headers.ts";
import { forgetFailedSignIns, recordFailedSignIn } from "./sign-in-throttle.ts";

// The owner of an account hears of failed sign-ins once per window of them, at this many.
const FAILED_SIGN_INS_MAILED_AT = 5;

type Options = {
	db: Db;
	mailer: Mailer;
	logger: Logger;
	baseUrl: string;
	ctx: { body?: unknown; headers?: Headers; context: { returned?: unknown } };
};

/**
 * After a sign-in by email: a wrong password counts against this account from this address (and the owner hears of a
 * run of them once per window); a right one lets this address start afresh.
 */
export async function afterEmailSignIn({ db, mailer, logger, baseUrl, ctx }: Options): Promise<void> {
	const email = (ctx.body as { email?: unknown } | undefined)?.email;
	if (typeof email !== "string" || !email) return;
	const address = clientAddressOf(ctx.headers);
	const returned = ctx.context.returned;
	if (!(returned instanceof APIError)) return forgetFailedSignIns({ db, account: email, address });
	if (returned.statusCode !== 401) return;
	const failures = await recordFailedSignIn({ db, account: email, address });
	if (failures !== FAILED_SIGN_INS_MAILED_AT) return;
	const [owner] = await db
		.select({ email: user.email, isAnonymous: user.isAnonymous })
		.from(user)
		.where(eq(user.email, email.trim().toLowerCase()));
	if (!owner || owner.isAnonymous) return;
	const url = new URL("/login?mode=forgot", baseUrl).href;
	// The refusal stands whether or not the mail leaves: a mail server down must not turn it into a 500.
	await mailer
		.send(authMail({ kind: "failedSignIns", to: owner.email, url }))
		.catch((error: unknown) => logger.error({ err: error }, "failed sign-ins mail not sent"));
}
