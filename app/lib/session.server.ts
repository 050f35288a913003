import { type RouterContextProvider, redirect } from "react-router";
import { listSignInMethods } from "#core/auth/list-sign-in-methods.ts";
import { isLocale, type Locale } from "#core/constants.ts";
import { assertLocalePrefix } from "./locale-prefix.server.ts";
import { localizePath, stripLocalePrefix } from "./localized-path.ts";
import { pageAddressOf } from "./page-address.ts";
import { requestContext } from "./request-context.ts";

export type SessionUser = {
	/** Names this user's queue of unsent changes on the device, which a sign-out sends or deletes (ADR 0034). */
	id: string;
	email: string | null;
	isAnonymous: boolean;
	emailVerified: boolean;
	hasGoogle: boolean;
};

type LoaderContext = Readonly<RouterContextProvider>;

/**
 * The session of an app page's visitor, or a redirect to this language's sign-in page that returns here afterwards.
 * Loaders of one request share the lookup, so every app loader may call it.
 */
export async function requireSession(request: Request, context: LoaderContext, lang: string | undefined) {
	const { getSession, logger, baseUrl } = context.get(requestContext);
	assertLocalePrefix(lang, request, baseUrl);
	const session = await getSession();
	if (session) return session;
	const locale: Locale = isLocale(lang) ? lang : "en";
	const url = new URL(request.url);
	const back = pageAddressOf(url);
	logger.info({ path: stripLocalePrefix(url.pathname) }, "page refused: no session");
	throw redirect(`${localizePath("/login", locale)}?redirect=${encodeURIComponent(back)}`);
}

/** The signed-in user as the app header shows them (who, and which sign-in methods are linked). */
export async function requireUser(request: Request, context: LoaderContext, lang: string | undefined) {
	const session = await requireSession(request, context, lang);
	const { database } = context.get(requestContext);
	// Read with a reused session in its one query; asked on its own after better-auth has read the session.
	const hasGoogle =
		session.hasGoogle ?? (await listSignInMethods({ db: database.db, userId: session.user.id })).includes("google");
	const user: SessionUser = {
		id: session.user.id,
		email: session.user.isAnonymous ? null : session.user.email,
		isAnonymous: Boolean(session.user.isAnonymous),
		emailVerified: session.user.emailVerified,
		hasGoogle,
	};
	return user;
}
