import { ServerResponse } from "node:http";
import type { Context, Next } from "hono";

type HeaderPairs = ReadonlyArray<readonly [string, string]>;

/**
 * Puts headers on the answer to this request, whatever answers it (errors and streams included). Under
 * @hono/node-server they go on Node's response before any handler runs, and Node adds them when the head is written:
 * no Fetch `Headers` is built or changed for them (setting a dozen headers on the answer afterwards was the largest part
 * of a trivial request's own CPU time). In process (`app.request()` in tests) there is no Node response: they are set
 * on the answer once it exists. Under Node a header the answer sets itself wins over these, in process these win: no
 * answer of ours sets any of them but Cache-Control, which the answers under /api/v1 that set it set to no-store too
 * (the live stream's "no-cache, no-store" reaches only Node) (ADR 0020).
 */
export async function withHeadersOnEveryAnswer(c: Context, next: Next, headers: HeaderPairs): Promise<void> {
	const outgoing: unknown = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
	if (outgoing instanceof ServerResponse) {
		for (const [name, value] of headers) outgoing.setHeader(name, value);
		await next();
		return;
	}
	await next();
	for (const [name, value] of headers) c.res.headers.set(name, value);
}
