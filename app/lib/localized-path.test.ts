import { describe, expect, it } from "vitest";
import { alternatePaths, localizePath, stripLocalePrefix } from "./localized-path.ts";

describe("localized paths", () => {
	it("strips only known, non-English prefixes", () => {
		expect(stripLocalePrefix("/fr/matrix")).toBe("/matrix");
		expect(stripLocalePrefix("/zh")).toBe("/");
		expect(stripLocalePrefix("/matrix")).toBe("/matrix");
		expect(stripLocalePrefix("/de/matrix")).toBe("/de/matrix");
		expect(stripLocalePrefix("/")).toBe("/");
	});

	it("puts English at the root and every other language under its prefix", () => {
		expect(localizePath("/fr/matrix", "en")).toBe("/matrix");
		expect(localizePath("/matrix", "ja")).toBe("/ja/matrix");
		expect(localizePath("/", "ko")).toBe("/ko");
		expect(localizePath("/ko", "en")).toBe("/");
	});

	it("lists all seven alternates of a page", () => {
		expect(alternatePaths("/es/pricing").map((entry) => entry.path)).toEqual([
			"/pricing",
			"/zh/pricing",
			"/fr/pricing",
			"/ko/pricing",
			"/ja/pricing",
			"/es/pricing",
			"/ms/pricing",
		]);
	});
});
