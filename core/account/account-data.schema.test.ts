import { describe, expect, it } from "vitest";
import { isDeletionConfirmed } from "./account-data.schema.ts";

describe("isDeletionConfirmed", () => {
	it("accepts the expected text whatever its case, surrounding spaces or full-width form", () => {
		expect(isDeletionConfirmed("ada@example.test", ["Ada@Example.test"])).toBe(true);
		expect(isDeletionConfirmed("  DELETE ", ["delete"])).toBe(true);
		expect(isDeletionConfirmed("ＤＥＬＥＴＥ", ["DELETE"])).toBe(true);
		expect(isDeletionConfirmed("削除", ["DELETE", "削除"])).toBe(true);
	});

	it("refuses anything else, and an empty expectation", () => {
		expect(isDeletionConfirmed("ada@example.tes", ["ada@example.test"])).toBe(false);
		expect(isDeletionConfirmed("DELETE IT", ["DELETE"])).toBe(false);
		expect(isDeletionConfirmed("", [""])).toBe(false);
		expect(isDeletionConfirmed("x", [])).toBe(false);
	});
});
