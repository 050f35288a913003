import { data, Outlet, redirect } from "react-router";
import { DEFAULT_LOCALE, isLocale } from "#core/constants.ts";
import type { Route } from "./+types/locale-layout";

// The optional first segment is a language prefix: a known one selects the language, `/en/...` goes to the
// canonical English path, anything else is an unknown path.
export async function loader({ params, request }: Route.LoaderArgs) {
	if (params.lang === undefined) return null;
	if (params.lang === DEFAULT_LOCALE) {
		const url = new URL(request.url);
		throw redirect(`${url.pathname.slice(DEFAULT_LOCALE.length + 1) || "/"}${url.search}`, 301);
	}
	if (!isLocale(params.lang)) throw data(null, { status: 404, statusText: "Not Found" });
	return null;
}

export default function LocaleLayout() {
	return <Outlet />;
}
