import { type RouterContextProvider, redirect } from "react-router";
import { isLocale, type Locale } from "#core/constants.ts";
import { assertLocalePrefix } from "./locale-prefix.server.ts";
import { localizePath, stripLocalePrefix } from "./localized-path.ts";
import { requestContext } from "./request-context.ts";

export type SessionUser = {
	email: string | null;
	isAnonymous: boolean;
	emailVerified: boolean;
	hasGoogle: boolean;
};

/** The signed-in user for an app page, or a redirect to this language's sign-in page that returns here afterwards. */
export async function requireUser(
	request: Request,
	context: Readonly<RouterContextProvider>,
	lang: string | undefined,
) {
	assertLocalePrefix(lang, request);
	const { getSession, auth } = context.get(requestContext);
	const session = await getSession();
	const locale: Locale = isLocale(lang) ? lang : "en";
	if (!session) {
		const url = new URL(request.url);
		const back = `${url.pathname}${url.search}`;
		context.get(requestContext).logger.info({ path: stripLocalePrefix(url.pathname) }, "page refused: no session");
		throw redirect(`${localizePath("/login", locale)}?redirect=${encodeURIComponent(back)}`);
	}
	const accounts = await auth.api.listUserAccounts({ headers: request.headers });
	const user: SessionUser = {
		email: session.user.isAnonymous ? null : session.user.email,
		isAnonymous: Boolean(session.user.isAnonymous),
		emailVerified: session.user.emailVerified,
		hasGoogle: accounts.some((account) => account.providerId === "google"),
	};
	return user;
}
