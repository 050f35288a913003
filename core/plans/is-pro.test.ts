import { describe, expect, it } from "vitest";
import { PAST_DUE_GRACE_DAYS } from "#core/constants.ts";
import { isPro } from "./is-pro.ts";

const HOUR_MS = 60 * 60 * 1000;
const now = new Date("2026-06-15T12:00:00Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);

describe("isPro", () => {
	it("is Pro while the subscription is active or trialing", () => {
		expect(isPro({ status: "active", pastDueSince: null }, now)).toBe(true);
		expect(isPro({ status: "trialing", pastDueSince: null }, now)).toBe(true);
	});

	it("is Free for every status that is not paying", () => {
		for (const status of ["incomplete", "incomplete_expired", "canceled", "unpaid", "paused"]) {
			expect(isPro({ status, pastDueSince: null }, now), status).toBe(false);
			expect(isPro({ status, pastDueSince: hoursAgo(1) }, now), status).toBe(false);
		}
	});

	it("keeps a past_due subscription Pro for 7 days of grace, then Free", () => {
		expect(PAST_DUE_GRACE_DAYS).toBe(7);
		expect(isPro({ status: "past_due", pastDueSince: now }, now)).toBe(true);
		expect(isPro({ status: "past_due", pastDueSince: hoursAgo(6 * 24 + 23) }, now)).toBe(true);
		expect(isPro({ status: "past_due", pastDueSince: hoursAgo(7 * 24) }, now)).toBe(false);
		expect(isPro({ status: "past_due", pastDueSince: hoursAgo(30 * 24) }, now)).toBe(false);
	});

	it("gives no grace to a past_due subscription whose start is unknown", () => {
		expect(isPro({ status: "past_due", pastDueSince: null }, now)).toBe(false);
	});
});
