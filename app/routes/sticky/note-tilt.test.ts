import { describe, expect, it } from "vitest";
import { noteTilt } from "./note-tilt.ts";

const ids = Array.from({ length: 200 }, (_, index) => `0b6f0c1e-1111-4d2a-9c1e-${String(index).padStart(12, "0")}`);

describe("noteTilt", () => {
	it("gives a task the same slight tilt every time", () => {
		for (const id of ids) {
			const tilt = noteTilt(id);
			expect(noteTilt(id)).toBe(tilt);
			expect(Math.abs(tilt)).toBeGreaterThan(0);
			expect(Math.abs(tilt)).toBeLessThanOrEqual(1.5);
		}
	});

	it("varies between notes, leaning both ways", () => {
		const tilts = new Set(ids.map(noteTilt));
		expect(tilts.size).toBeGreaterThanOrEqual(4);
		expect([...tilts].some((tilt) => tilt < 0)).toBe(true);
		expect([...tilts].some((tilt) => tilt > 0)).toBe(true);
	});
});
