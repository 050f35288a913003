import { describe, expect, it } from "vitest";
import { positionBetween } from "./ordering.ts";

const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe("task ordering", () => {
	it("keeps a consistent order through many random moves", () => {
		let order: Array<{ id: number; position: string }> = [];
		let previous: string | null = null;
		for (let id = 0; id < 50; id++) {
			previous = positionBetween(previous, null);
			order.push({ id, position: previous });
		}
		let seed = 42;
		const random = (limit: number) => {
			seed = (seed * 1103515245 + 12345) % 2 ** 31;
			return seed % limit;
		};
		for (let move = 0; move < 2000; move++) {
			const [moved] = order.splice(random(order.length), 1);
			if (!moved) continue;
			const at = random(order.length + 1);
			const position = positionBetween(order[at - 1]?.position ?? null, order[at]?.position ?? null);
			order.splice(at, 0, { id: moved.id, position });
			order = [...order];
		}
		const positions = order.map((entry) => entry.position);
		expect([...positions].sort(byteOrder)).toEqual(positions);
		expect(new Set(positions).size).toBe(positions.length);
		expect(Math.max(...positions.map((position) => position.length))).toBeLessThan(40);
	});

	it("puts a task first, last, or between two others", () => {
		const a = positionBetween(null, null);
		const b = positionBetween(a, null);
		const first = positionBetween(null, a);
		const middle = positionBetween(a, b);
		expect([first, a, middle, b].sort(byteOrder)).toEqual([first, a, middle, b]);
	});
});
