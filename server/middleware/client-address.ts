import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The client's address: from the configured trusted proxy header (its last entry, the one our proxy appended),
 * otherwise the socket's remote address. Client-sent forwarding headers are never trusted on their own, so a forged
 * X-Forwarded-For cannot move a client into a fresh rate-limit bucket.
 */
export function clientAddress(c: Context, trustedProxyHeader: string | undefined): string {
	if (trustedProxyHeader) {
		const value = c.req.header(trustedProxyHeader);
		const last = value?.split(",").at(-1)?.trim();
		if (last) return last;
	}
	try {
		return getConnInfo(c).remote.address ?? "unknown";
	} catch {
		// In-process requests (tests) have no socket.
		return "unknown";
	}
}
