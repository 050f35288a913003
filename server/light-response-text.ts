/**
 * The text of an answer made from a string (every `c.json`, `c.text` and `c.html`), read without building a Fetch
 * Response.
 *
 * Under @hono/node-server, `new Response(string)` is a light object that keeps the string and writes it to Node's
 * response in one call. Reading its body any other way (`text()`, `clone()`, `arrayBuffer()`) first builds a real
 * Fetch Response and a web stream around the string, and the answer then leaves through that stream: about 5 % of
 * a task move's CPU each time. The library keeps the string under a private symbol and has no public way to read it,
 * so this is the one place that knows where it is. `light-response-text.test.ts` fails if an upgrade moves it; the
 * answer stays right either way, since callers read the body the Fetch way when this returns undefined.
 */
let cacheSymbol: symbol | undefined;

type LightCache = [status: number, body: unknown, headers: unknown];

export function lightResponseText(response: Response): string | undefined {
	cacheSymbol ??= Object.getOwnPropertySymbols(response).find((symbol) => symbol.description === "cache");
	if (!cacheSymbol) return undefined;
	// The library deletes its cache once the real Response has been built: the string may no longer be the body.
	const cache = (response as unknown as Record<symbol, LightCache | undefined>)[cacheSymbol];
	const body = Array.isArray(cache) ? cache[1] : undefined;
	return typeof body === "string" ? body : undefined;
}
