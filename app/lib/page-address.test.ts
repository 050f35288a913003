import { describe, expect, it } from "vitest";
import { pageAddressOf } from "./page-address.ts";

describe("pageAddressOf", () => {
	it("turns React Router's data request back into the page's address, keeping the page's own parameters", () => {
		expect(pageAddressOf(new URL("http://x/matrix.data?_routes=routes%2Fapp-layout%2Croutes%2Fmatrix%2Froute"))).toBe(
			"/matrix",
		);
		expect(pageAddressOf(new URL("http://x/fr/sticky.data?board=b1&_routes=a&q=milk"))).toBe(
			"/fr/sticky?board=b1&q=milk",
		);
		expect(pageAddressOf(new URL("http://x/_root.data"))).toBe("/");
	});

	it("leaves a document request's address alone", () => {
		expect(pageAddressOf(new URL("http://x/profile?tab=1"))).toBe("/profile?tab=1");
	});
});
