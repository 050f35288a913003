import { describe, expect, it } from "vitest";
import { isOnlySearchChange } from "./search-param.ts";

const url = (path: string) => new URL(path, "http://localhost");

describe("isOnlySearchChange", () => {
	it("is true when only the search text differs, added, changed or removed", () => {
		expect(isOnlySearchChange(url("/matrix"), url("/matrix?q=rent"))).toBe(true);
		expect(isOnlySearchChange(url("/matrix?board=all&q=re"), url("/matrix?q=rent&board=all"))).toBe(true);
		expect(isOnlySearchChange(url("/sticky?q=rent"), url("/sticky"))).toBe(true);
	});

	it("is false for another page, another board, or no change to the search", () => {
		expect(isOnlySearchChange(url("/matrix?q=rent"), url("/sticky?q=rent"))).toBe(false);
		expect(isOnlySearchChange(url("/matrix?q=rent"), url("/matrix?q=rent&board=all"))).toBe(false);
		expect(isOnlySearchChange(url("/matrix?board=all"), url("/matrix"))).toBe(false);
		expect(isOnlySearchChange(url("/matrix?q=rent"), url("/matrix?q=rent"))).toBe(false);
	});
});
