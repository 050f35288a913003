import { Outlet } from "react-router";
import { assertLocalePrefix } from "#app/lib/locale-prefix.server.ts";
import type { Route } from "./+types/locale-layout";

// The optional first segment is a language prefix; see assertLocalePrefix.
export async function loader({ params, request }: Route.LoaderArgs) {
	assertLocalePrefix(params.lang, request);
	return null;
}

export default function LocaleLayout() {
	return <Outlet />;
}
