import { useRouteLoaderData } from "react-router";
import { DEFAULT_LOCALE, type Locale } from "#core/constants.ts";

/** The page's language, as the root loader resolved it from the path prefix. */
export function useLocale(): Locale {
	const data = useRouteLoaderData("root") as { locale: Locale } | undefined;
	return data?.locale ?? DEFAULT_LOCALE;
}
