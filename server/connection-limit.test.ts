import { describe, expect, it } from "vitest";
import { connectionLimit, openFileSoftLimit } from "./connection-limit.ts";

const limitsWith = (openFiles: string) =>
	[
		"Limit                     Soft Limit           Hard Limit           Units     ",
		"Max processes             95691                95691                processes ",
		`Max open files            ${openFiles}         files     `,
		"Max locked memory         8388608              8388608              bytes     ",
	].join("\n");

describe("the server's connection limit", () => {
	it("reads the soft limit on open files", () => {
		expect(openFileSoftLimit(limitsWith("1024                 524288              "))).toBe(1024);
		expect(openFileSoftLimit(limitsWith("unlimited            unlimited           "))).toBeUndefined();
		expect(openFileSoftLimit(undefined)).toBeUndefined();
	});

	it("keeps connections under the file limit, with room for the database and files", () => {
		expect(connectionLimit(undefined, () => limitsWith("1024                 524288              "))).toBe(896);
		expect(connectionLimit(undefined, () => limitsWith("200                  524288              "))).toBe(100);
	});

	it("takes MAX_CONNECTIONS as given, and sets none where the limit is unknown", () => {
		expect(connectionLimit(500, () => limitsWith("1024                 524288              "))).toBe(500);
		expect(connectionLimit(undefined, () => undefined)).toBeUndefined();
	});
});
