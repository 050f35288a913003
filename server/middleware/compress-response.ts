import { Readable, Transform } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { promisify } from "node:util";
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from "node:zlib";
import { createMiddleware } from "hono/factory";
import { lightResponseText } from "../light-response-text.ts";

// Server-sent events are text but must reach the browser event by event: never compressed (nor buffered).
const COMPRESSIBLE = /^(text\/(?!event-stream)|application\/(json|javascript|xml|[\w.+-]+\+json)|image\/svg\+xml)/i;
const STREAMED = /^text\/html/i;
// Below this a compressed body saves less than its headers and the work cost.
export const THRESHOLD_BYTES = 1024;
// Fast settings: an app page with 200 tasks is ~360 KB of HTML. Measured on it here, Brotli at quality 1 is smaller
// than gzip at its default level 6 (33 KB against 35 KB) in 40 % of the time; gzip at level 1 is 9 % larger than
// at 6 in 40 % of the time. Hashed assets are compressed once at build time at the highest levels instead.
const BROTLI_QUALITY = 1;
const GZIP_LEVEL = 1;
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };
const compress = { br: promisify(brotliCompress), gzip: promisify(gzip) };

// React writes a page in chunks of a few KB, and each write to a zlib stream is a round trip to the thread pool:
// the chunks of one turn of the event loop are handed over together, up to this size.
const COALESCE_BYTES = 64 * 1024;

export type Encoding = "br" | "gzip";

/** A whole body compressed off the main thread at the settings every answer uses. */
export function compressWhole(bytes: Buffer, encoding: Encoding): Promise<Buffer<ArrayBuffer>> {
	// zlib answers a buffer of its own, never a view of shared memory.
	const compressed =
		encoding === "br" ? compress.br(bytes, BROTLI_OPTIONS) : compress.gzip(bytes, { level: GZIP_LEVEL });
	return compressed as Promise<Buffer<ArrayBuffer>>;
}

/** Joins the chunks written within one turn of the event loop (a page's shell still leaves at once). */
function coalesce() {
	let pending: Buffer[] = [];
	let size = 0;
	let scheduled: NodeJS.Immediate | undefined;
	const flush = (stream: Transform) => {
		if (scheduled) clearImmediate(scheduled);
		scheduled = undefined;
		if (size > 0) stream.push(pending.length === 1 ? pending[0] : Buffer.concat(pending, size));
		pending = [];
		size = 0;
	};
	return new Transform({
		transform(chunk: Buffer, _encoding, callback) {
			pending.push(chunk);
			size += chunk.length;
			if (size >= COALESCE_BYTES) flush(this);
			else scheduled ??= setImmediate(() => flush(this));
			callback();
		},
		flush(callback) {
			flush(this);
			callback();
		},
	});
}

/** The best encoding the client accepts (Brotli, then gzip), honouring `q=0`. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
	const accepted = new Set<string>();
	for (const part of (acceptEncoding ?? "").split(",")) {
		const [name = "", ...parameters] = part.trim().toLowerCase().split(";");
		const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
		if (quality === undefined || Number(quality) > 0) accepted.add(name.trim());
	}
	if (accepted.has("br")) return "br";
	if (accepted.has("gzip") || accepted.has("*")) return "gzip";
	return undefined;
}

/**
 * Compresses text responses with Brotli or gzip at fast settings. Pages of unknown length stream through the compressor (their shell
 * still leaves first); other answers (JSON, CSV…) are read whole, sent as they are when small, else compressed off
 * the main thread. Leaves alone what is already encoded (precompressed assets), not text, event streams, HEAD
 * answers and `no-transform`.
 */
export function compressResponse() {
	return createMiddleware(async (c, next) => {
		await next();
		if (c.req.method === "HEAD") return;
		const encoding = preferredEncoding(c.req.header("accept-encoding"));
		if (!encoding) return;
		// Everything is decided from the headers, then from a light answer's string, before the body is touched: reading
		// `body` turns @hono/node-server's light response (a string or bytes, written in one go) into a Fetch stream read
		// chunk by chunk (a third of the cost of a health check).
		const response = c.res;
		if (response.headers.has("content-encoding")) return;
		const type = response.headers.get("content-type") ?? "";
		if (!COMPRESSIBLE.test(type)) return;
		if (/\bno-transform\b/i.test(response.headers.get("cache-control") ?? "")) return;
		const length = response.headers.get("content-length");
		if (length !== null && Number(length) < THRESHOLD_BYTES) return;
		// Most API answers are a short JSON string of unknown length: judged from the string, they leave untouched.
		const text = lightResponseText(response);
		if (text !== undefined && Buffer.byteLength(text) < THRESHOLD_BYTES) return;
		if (text === undefined && !response.body) return;
		const headers = new Headers(response.headers);
		headers.append("vary", "Accept-Encoding");
		const init = { status: response.status, statusText: response.statusText, headers };
		c.res = undefined;
		// A page whose length is known was written whole (app/entry.server.tsx), and a string is whole already: nothing
		// to gain from streaming them.
		if (!STREAMED.test(type) || length !== null || text !== undefined) {
			const bytes = text !== undefined ? Buffer.from(text) : Buffer.from(await response.arrayBuffer());
			if (bytes.length < THRESHOLD_BYTES) {
				c.res = new Response(bytes, init);
				return;
			}
			const compressed = await compressWhole(bytes, encoding);
			headers.set("content-length", String(compressed.length));
			headers.set("content-encoding", encoding);
			c.res = new Response(compressed, init);
			return;
		}
		const compressor = encoding === "br" ? createBrotliCompress(BROTLI_OPTIONS) : createGzip({ level: GZIP_LEVEL });
		const source = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
		source.on("error", (error) => compressor.destroy(error));
		headers.delete("content-length");
		headers.set("content-encoding", encoding);
		const body = source.pipe(coalesce()).pipe(compressor);
		c.res = new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, init);
	});
}
