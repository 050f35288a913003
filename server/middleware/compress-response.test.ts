import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { serveOnLoopback } from "#tests/setup/live-sync-client.ts";
import { compressResponse, preferredEncoding } from "./compress-response.ts";

const PAGE = `<!DOCTYPE html><html><body>${"<p>A task and its description.</p>".repeat(200)}</body></html>`;

function app() {
	return new Hono()
		.use(compressResponse())
		.get("/page", (c) => c.html(PAGE))
		.get("/whole-page", (c) => c.html(PAGE, 200, { "content-length": String(Buffer.byteLength(PAGE)) }))
		.get("/json", (c) => c.json({ tasks: Array.from({ length: 100 }, (_, index) => ({ title: `Task ${index}` })) }))
		.get("/events", (c) => c.body("data: x\n\n".repeat(200), 200, { "content-type": "text/event-stream" }))
		.get("/small", (c) => c.text("ok"))
		.get("/image", (c) => c.body(new Uint8Array(4096), 200, { "content-type": "image/png" }))
		.get("/encoded", (c) => c.body("already", 200, { "content-type": "text/plain", "content-encoding": "br" }))
		.get("/no-transform", (c) => c.html(PAGE, 200, { "cache-control": "no-transform" }));
}

const get = (path: string, acceptEncoding?: string) =>
	app().request(path, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("response compression", () => {
	it("sends Brotli when accepted, else gzip, with the same page inside", async () => {
		const br = await get("/page", "gzip, deflate, br");
		expect(br.headers.get("content-encoding")).toBe("br");
		expect(br.headers.get("vary")).toContain("Accept-Encoding");
		expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(PAGE);

		const gzip = await get("/page", "gzip");
		expect(gzip.headers.get("content-encoding")).toBe("gzip");
		expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(PAGE);

		// A page written whole (its length known) is compressed whole, and says its compressed length.
		const whole = await get("/whole-page", "br");
		expect(whole.headers.get("content-encoding")).toBe("br");
		const wholeBytes = Buffer.from(await whole.arrayBuffer());
		expect(whole.headers.get("content-length")).toBe(String(wholeBytes.length));
		expect(brotliDecompressSync(wholeBytes).toString()).toBe(PAGE);

		const json = await get("/json", "br");
		expect(json.headers.get("content-encoding")).toBe("br");
		const bytes = Buffer.from(await json.arrayBuffer());
		expect(json.headers.get("content-length")).toBe(String(bytes.length));
		expect(JSON.parse(brotliDecompressSync(bytes).toString()).tasks).toHaveLength(100);
	});

	it("leaves alone what should not be compressed", async () => {
		for (const [path, accept] of [
			["/page", undefined],
			["/page", "identity"],
			["/small", "br"],
			["/image", "br"],
			["/no-transform", "br"],
			["/events", "br"],
		] as const) {
			const response = await get(path, accept);
			expect(response.headers.get("content-encoding"), path).toBeNull();
		}
		expect((await get("/encoded", "gzip")).headers.get("content-encoding")).toBe("br");
		expect(await (await get("/small", "br")).text()).toBe("ok");
	});

	it("judges @hono/node-server's light answers by their string: small ones leave as written, large ones compressed", async () => {
		const served = await serveOnLoopback(app());
		try {
			const get = (path: string) => served.request(path, { headers: { "accept-encoding": "br" } });
			const small = await get("/small");
			expect(small.headers.get("content-encoding")).toBeNull();
			expect(small.headers.get("content-length")).toBe("2");
			expect(await small.text()).toBe("ok");
			// fetch decodes what it receives and keeps the header that says how it came.
			const json = await get("/json");
			expect(json.headers.get("content-encoding")).toBe("br");
			expect(((await json.json()) as { tasks: unknown[] }).tasks).toHaveLength(100);
			const page = await get("/page");
			expect(page.headers.get("content-encoding")).toBe("br");
			expect(await page.text()).toBe(PAGE);
		} finally {
			await served.close();
		}
	});

	it("reads q-values: a refused encoding is never chosen", () => {
		expect(preferredEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
		expect(preferredEncoding("gzip;q=0")).toBeUndefined();
		expect(preferredEncoding("*")).toBe("gzip");
		expect(preferredEncoding(undefined)).toBeUndefined();
	});
});
