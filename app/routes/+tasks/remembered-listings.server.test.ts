import { describe, expect, it } from "vitest";
import { whileBoardsUnchanged } from "./remembered-listings.server.ts";

describe("listings remembered while the boards are unchanged", () => {
	const counter = () => {
		let calls = 0;
		return { compute: async () => ++calls, calls: () => calls };
	};

	it("computes again only when the data version changes", async () => {
		const { compute, calls } = counter();
		const key = `user-${Math.random()}`;
		expect(await whileBoardsUnchanged(key, "7", compute)).toBe(1);
		expect(await whileBoardsUnchanged(key, "7", compute)).toBe(1);
		expect(await whileBoardsUnchanged(key, "8", compute)).toBe(2);
		expect(await whileBoardsUnchanged(`${key}-other-board`, "8", compute)).toBe(3);
		expect(calls()).toBe(3);
	});

	it("does not remember without a version, nor a refusal", async () => {
		const { compute, calls } = counter();
		const key = `user-${Math.random()}`;
		await whileBoardsUnchanged(key, undefined, compute);
		await whileBoardsUnchanged(key, undefined, compute);
		expect(calls()).toBe(2);
		await expect(whileBoardsUnchanged(key, "1", () => Promise.reject(new Error("not found")))).rejects.toThrow();
		expect(await whileBoardsUnchanged(key, "1", compute)).toBe(3);
	});

	it("never makes a request wait for another request's reads", async () => {
		const { compute } = counter();
		const key = `user-${Math.random()}`;
		// A first request whose reads never end (a connection lost, say) must not hold the next ones.
		void whileBoardsUnchanged(key, "1", () => new Promise<number>(() => {}));
		expect(await whileBoardsUnchanged(key, "1", compute)).toBe(1);
		expect(await whileBoardsUnchanged(key, "1", compute)).toBe(1);
	});
});
