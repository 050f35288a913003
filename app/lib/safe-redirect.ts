/**
 * A post-sign-in destination that stays on this site: a path starting with a single "/". Absolute URLs,
 * protocol-relative "//host" and backslash tricks fall back to `fallback`.
 */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
	if (!target?.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
	try {
		const url = new URL(target, "http://same.invalid");
		if (url.origin !== "http://same.invalid") return fallback;
		return `${url.pathname}${url.search}${url.hash}`;
	} catch {
		return fallback;
	}
}
