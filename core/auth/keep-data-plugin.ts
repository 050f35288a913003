import { createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import type { Logger } from "pino";
import { DEFAULT_LOCALE, type Locale } from "#core/constants.ts";
import { DomainError } from "#core/errors/domain-error.ts";
import { z } from "#core/validation/zod.ts";
import type { Db } from "#db/client.server.ts";
import { addEmailPassword } from "./add-email-password.ts";
import { withEmailConfirmedMark } from "./email-confirmed-mark.ts";
import { claimPendingConversion } from "./pending-conversion.ts";
import { revokeOtherUserSessions } from "./revoke-user-sessions.ts";

type Options = { db: Db; baseUrl: string; logger: Logger };

/**
 * The link an anonymous user is mailed to keep its tasks (request-email-password.ts): opening it converts that user
 * in place, ends its anonymous sessions and signs the browser that opened it in. An endpoint of better-auth's, so
 * the session and its cookie are made by the library. A used, expired or forged link lands on a page that says so.
 */
export function keepDataPlugin({ db, baseUrl, logger }: Options) {
	const page = (locale: Locale, path: string) => `${baseUrl}${locale === DEFAULT_LOCALE ? "" : `/${locale}`}${path}`;
	return {
		id: "keep-data",
		endpoints: {
			confirmKeepData: createAuthEndpoint(
				"/keep-data/confirm",
				{ method: "GET", query: z.object({ token: z.string().optional() }) },
				async (ctx) => {
					const pending = await claimPendingConversion({ db, token: ctx.query.token ?? "" });
					if (!pending) throw ctx.redirect(page(DEFAULT_LOCALE, "/login?mode=link-invalid"));
					const { userId, locale } = pending;
					try {
						await addEmailPassword({ db, ...pending });
					} catch (error) {
						// The address was taken meanwhile, or the user already has an account: the link is spent.
						if (!(error instanceof DomainError)) throw error;
						logger.info({ userId, code: error.code }, "keep-data link refused");
						throw ctx.redirect(page(locale, "/login?mode=link-invalid"));
					}
					const person = await ctx.context.internalAdapter.findUserById(userId);
					const session = await ctx.context.internalAdapter.createSession(userId);
					if (!person || !session) throw ctx.redirect(page(locale, "/login"));
					await revokeOtherUserSessions({ db, userId, currentSessionId: session.id });
					await setSessionCookie(ctx, { session, user: person });
					logger.info({ userId }, "anonymous user kept its tasks under a confirmed email");
					throw ctx.redirect(page(locale, withEmailConfirmedMark("/matrix")));
				},
			),
		},
	} as const;
}
