import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import {
	NONCE_STAND_IN,
	pageWithNonce,
	rememberedPage,
	rememberPage,
	renderedPageKey,
} from "./rendered-pages.server.ts";

const page = (url = "https://quadrant.test/matrix", method = "GET") => new Request(url, { method });
const context = (state: Partial<EntryContext["staticHandlerContext"]> = {}) =>
	({
		isSpaMode: false,
		staticHandlerContext: { loaderData: { root: { locale: "en" } }, actionData: null, errors: null, ...state },
	}) as unknown as EntryContext;
const withData = (data: unknown) => context({ loaderData: { root: { locale: "en" }, "routes/matrix": data } });

describe("the key of a rendered page", () => {
	it("is the same for the same address and data, and differs when either does", () => {
		// Built afresh for each request, as a loader does.
		const data = () => ({ tasks: [{ id: "a", title: "Plan", due: new Date("2026-11-28T00:00:00Z") }], now: "10:41" });
		const tasks = data();
		const key = renderedPageKey(page(), 200, withData(tasks));
		expect(key).toBeDefined();
		expect(renderedPageKey(page(), 200, withData(data()))).toBe(key);
		expect(renderedPageKey(page(), 200, withData({ ...tasks, now: "10:42" }))).not.toBe(key);
		const renamed = { ...tasks, tasks: [{ ...tasks.tasks[0], title: "Plan!" }] };
		expect(renderedPageKey(page(), 200, withData(renamed))).not.toBe(key);
		expect(renderedPageKey(page("https://quadrant.test/matrix?board=all"), 200, withData(tasks))).not.toBe(key);
		// Kinds of value JSON would lose count too.
		expect(renderedPageKey(page(), 200, withData(new Map([["a", 1]])))).not.toBe(
			renderedPageKey(page(), 200, withData(new Map([["a", 2]]))),
		);
	});

	it("is undefined for pages not to remember: data still streaming, errors, actions, other statuses", () => {
		expect(renderedPageKey(page(), 200, withData({ later: Promise.resolve(1) }))).toBeUndefined();
		expect(renderedPageKey(page(), 404, withData({}))).toBeUndefined();
		expect(renderedPageKey(page(), 200, context({ errors: { root: new Error("down") } }))).toBeUndefined();
		expect(renderedPageKey(page(), 200, context({ actionData: { saved: true } }))).toBeUndefined();
		expect(renderedPageKey(page("https://quadrant.test/matrix", "POST"), 200, withData({}))).toBeUndefined();
	});
});

describe("remembered pages", () => {
	const rendered = () =>
		Buffer.from(
			`<script nonce="${NONCE_STAND_IN}">a()</script><p>héllo</p><script nonce="${NONCE_STAND_IN}"></script>`,
		);
	const nonceA = "A".repeat(NONCE_STAND_IN.length);
	const nonceB = "B".repeat(NONCE_STAND_IN.length);

	it("answers each request with its own nonce in every place, from the same remembered bytes", () => {
		const key = `page-${Math.random()}`;
		expect(rememberedPage(key, nonceA)).toBeUndefined();
		const expected = (nonce: string) =>
			`<script nonce="${nonce}">a()</script><p>héllo</p><script nonce="${nonce}"></script>`;
		expect(rememberPage(key, rendered(), nonceA).toString()).toBe(expected(nonceA));
		expect(rememberedPage(key, nonceB)?.toString()).toBe(expected(nonceB));
		expect(rememberedPage(key, nonceA)?.toString()).toBe(expected(nonceA));
		expect(pageWithNonce(rendered(), nonceB).toString()).toBe(expected(nonceB));
	});

	it("forgets the least recently used pages past 16 MiB", () => {
		const big = (fill: string) => Buffer.from(fill.repeat(1024 * 1024));
		rememberPage("first", big("a"), nonceA);
		rememberPage("second", big("b"), nonceA);
		rememberedPage("first", nonceA);
		for (let index = 0; index < 15; index++) rememberPage(`filler-${index}`, big("c"), nonceA);
		expect(rememberedPage("second", nonceA)).toBeUndefined();
		expect(rememberedPage("first", nonceA)?.length).toBe(1024 * 1024);
	});
});
