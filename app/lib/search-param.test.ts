import { describe, expect, it } from "vitest";
import { CARRIED_PARAMS, isOnlySearchChange } from "./search-param.ts";

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

	it("is true when a phone opens or leaves a quadrant, which the page shows from the tasks it holds", () => {
		expect(isOnlySearchChange(url("/matrix"), url("/matrix?quadrant=urgent-important"))).toBe(true);
		expect(isOnlySearchChange(url("/matrix?board=all&quadrant=urgent-important"), url("/matrix?board=all"))).toBe(true);
		expect(
			isOnlySearchChange(url("/matrix?quadrant=urgent-important"), url("/matrix?quadrant=urgent-important&board=all")),
		).toBe(false);
	});
});

describe("the time window (?when=)", () => {
	it("is carried between the views with the board and the search", () => {
		expect(CARRIED_PARAMS).toContain("when");
	});

	it("is read by the page alone: choosing one does not ask the server again", () => {
		expect(isOnlySearchChange(url("/matrix"), url("/matrix?when=overdue"))).toBe(true);
		expect(isOnlySearchChange(url("/matrix?q=rent&when=today"), url("/matrix?q=rent&when=week"))).toBe(true);
		expect(isOnlySearchChange(url("/sticky?when=none"), url("/sticky"))).toBe(true);
		expect(isOnlySearchChange(url("/matrix?when=today"), url("/sticky?when=today"))).toBe(false);
		expect(isOnlySearchChange(url("/matrix?when=today"), url("/matrix?when=today&board=all"))).toBe(false);
	});
});
