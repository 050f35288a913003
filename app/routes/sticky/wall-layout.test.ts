import { describe, expect, it } from "vitest";
import { wallLayoutFrom } from "./wall-layout.ts";

describe("wallLayoutFrom", () => {
	it("reads the remembered layout among other cookies", () => {
		expect(wallLayoutFrom("quadrant-board=all; quadrant-wall=by-due-date; theme=dark")).toBe("by-due-date");
		expect(wallLayoutFrom("quadrant-wall=sections")).toBe("sections");
	});

	it("falls back to the four sections when nothing, or nothing known, is remembered", () => {
		expect(wallLayoutFrom(null)).toBe("sections");
		expect(wallLayoutFrom("other-quadrant-wall=by-due-date")).toBe("sections");
		expect(wallLayoutFrom("quadrant-wall=sideways")).toBe("sections");
	});
});
