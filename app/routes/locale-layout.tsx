import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { assertLocalePrefix } from "#app/lib/locale-prefix.server.ts";
import { requestContext } from "#app/lib/request-context.ts";
import { isOnlySearchChange } from "#app/lib/search-param.ts";
import type { Route } from "./+types/locale-layout";

// The optional first segment is a language prefix; see assertLocalePrefix.
export async function loader({ params, request, context }: Route.LoaderArgs) {
	assertLocalePrefix(params.lang, request, context.get(requestContext).baseUrl);
	return null;
}

// A search typed on the matrix or the sticky wall rewrites only `?q=`: the language prefix is the same.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	return isOnlySearchChange(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export default function LocaleLayout() {
	return <Outlet />;
}
