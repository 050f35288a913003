import { localizePath } from "./localized-path.ts";
import { useLocale } from "./use-locale.ts";

/** Turns a bare path ("/matrix") into the current language's version ("/fr/matrix"). */
export function useLocalizedPath(): (path: string) => string {
	const locale = useLocale();
	return (path) => localizePath(path, locale);
}
