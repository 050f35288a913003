import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../app-env.ts";
import { createRememberedAnswers } from "./remembered-answers.ts";

/** An app whose one route answers `/:key` from the remembered answers, at the data version the request names. */
function appRemembering(mostBytes: number) {
	const answers = createRememberedAnswers({ mostBytes });
	const computed: string[] = [];
	const app = new Hono<AppEnv>().get("/:key", (c) => {
		const version = c.req.header("x-data-version");
		if (version !== undefined) c.set("dataVersion", version);
		const key = c.req.param("key");
		return answers.answer(c, key, async () => {
			computed.push(key);
			return { key, padding: "x".repeat(1000) };
		});
	});
	const ask = async (key: string, version?: string) => {
		const response = await app.request(`/${key}`, {
			headers: version === undefined ? {} : { "x-data-version": version },
		});
		expect(await response.json()).toMatchObject({ key });
	};
	return { ask, computed };
}

describe("remembered answers", () => {
	it("computes again only when the data version changed", async () => {
		const { ask, computed } = appRemembering(1_000_000);
		await ask("a", "1");
		await ask("a", "1");
		await ask("a", "2");
		await ask("a", "2");
		expect(computed).toEqual(["a", "a"]);
	});

	it("never remembers an answer computed without a data version", async () => {
		const { ask, computed } = appRemembering(1_000_000);
		await ask("a");
		await ask("a");
		await ask("a", "1");
		expect(computed).toEqual(["a", "a", "a"]);
	});

	it("keeps within its bytes, forgetting the least recently used answer first", async () => {
		// Each answer is ~1 KB: two fit, not three.
		const { ask, computed } = appRemembering(2_500);
		await ask("a", "1");
		await ask("b", "1");
		await ask("a", "1");
		await ask("c", "1");
		expect(computed).toEqual(["a", "b", "c"]);
		await ask("a", "1");
		await ask("b", "1");
		expect(computed).toEqual(["a", "b", "c", "b"]);
	});
});
