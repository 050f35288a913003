import { describe, expect, it } from "vitest";
import { createPreloadQueue } from "./preload-queue.ts";

function deferredLoads() {
	const pending = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
	const started: string[] = [];
	const load = (key: string) => () =>
		new Promise<void>((resolve, reject) => {
			started.push(key);
			pending.set(key, {
				resolve: () => {
					pending.delete(key);
					resolve();
				},
				reject: (error) => {
					pending.delete(key);
					reject(error);
				},
			});
		});
	return { pending, started, load };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("route preload queue", () => {
	it("runs at most 5 preloads at once and starts the next, in order, as each one ends", async () => {
		const queue = createPreloadQueue(5);
		const { pending, started, load } = deferredLoads();
		const keys = ["a", "b", "c", "d", "e", "f", "g", "h"];
		for (const key of keys) queue.add(key, load(key));
		expect(started).toEqual(["a", "b", "c", "d", "e"]);
		expect(pending.size).toBe(5);

		pending.get("c")?.resolve();
		await settle();
		expect(started).toEqual(["a", "b", "c", "d", "e", "f"]);
		expect(pending.size).toBe(5);

		pending.get("a")?.reject(new Error("gone after a deploy"));
		await settle();
		expect(started.at(-1)).toBe("g");
		expect(pending.size).toBe(5);

		for (const entry of [...pending.values()]) entry.resolve();
		await settle();
		expect(started).toEqual(keys);
		for (const entry of [...pending.values()]) entry.resolve();
		await settle();
		expect(pending.size).toBe(0);
	});

	it("preloads each route once", async () => {
		const queue = createPreloadQueue(5);
		const { started, load, pending } = deferredLoads();
		queue.add("a", load("a"));
		queue.add("a", load("a"));
		pending.get("a")?.resolve();
		await settle();
		queue.add("a", load("a"));
		expect(started).toEqual(["a"]);
	});
});
