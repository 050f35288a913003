/**
 * The one decision for every redirect built from request input (ASVS 3.7.2): the target is resolved against the
 * app's public address (BASE_URL) and kept only when it stays on that origin; the answer is its path, query and
 * fragment. Another origin or scheme, and a path the URL parser normalises into "//host" (`/%2e%2e//host`), fall
 * back to `fallback`. Browser-safe: the login page uses it too.
 */
export function safeRedirect(
	target: string | null | undefined,
	{ baseUrl, fallback }: { baseUrl: string; fallback: string },
): string {
	if (!target) return fallback;
	const base = new URL(baseUrl);
	const resolved = URL.parse(target, base);
	if (resolved?.origin !== base.origin) return fallback;
	const local = `${resolved.pathname}${resolved.search}${resolved.hash}`;
	// Checked again as the browser will read it: a pathname of "//host" names another host.
	return URL.parse(local, base)?.origin === base.origin ? local : fallback;
}
