import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { serveOnLoopback } from "#tests/setup/live-sync-client.ts";
import { lightResponseText } from "./light-response-text.ts";

describe("the text of a light answer", () => {
	it("is read from what @hono/node-server keeps, and the answer still leaves whole", async () => {
		const seen: Array<string | undefined> = [];
		const app = new Hono()
			.use(async (c, next) => {
				await next();
				seen.push(lightResponseText(c.res));
			})
			.get("/json", (c) => c.json({ title: "Call the plumber", quadrant: "do" }, 201))
			.get("/bytes", (c) => c.body(new TextEncoder().encode("bytes")))
			.get("/read", async (c) => {
				const answer = c.text("read once");
				await answer.clone().text();
				return answer;
			});
		const served = await serveOnLoopback(app);
		try {
			const json = await served.request("/json");
			expect(json.status).toBe(201);
			expect(await json.json()).toEqual({ title: "Call the plumber", quadrant: "do" });
			expect(seen.at(-1)).toBe('{"title":"Call the plumber","quadrant":"do"}');

			// Bytes, and an answer already turned into a Fetch Response, have no string to give: the caller reads the body.
			expect(await (await served.request("/bytes")).text()).toBe("bytes");
			expect(seen.at(-1)).toBeUndefined();
			expect(await (await served.request("/read")).text()).toBe("read once");
			expect(seen.at(-1)).toBeUndefined();
		} finally {
			await served.close();
		}
	});
});
