import { describe, expect, it } from "vitest";
import { formatPrice, toMinorUnits, yearlySavingPercent } from "./plan-price.ts";

describe("plan prices", () => {
	it("keeps amounts in the currency's smallest unit, as Stripe does", () => {
		expect(toMinorUnits("3", "USD")).toEqual({ currency: "usd", unitAmount: 300 });
		expect(toMinorUnits("2.99", "eur")).toEqual({ currency: "eur", unitAmount: 299 });
		expect(toMinorUnits("300", "JPY")).toEqual({ currency: "jpy", unitAmount: 300 });
	});

	it("writes a price in the reader's language, with cents only when there are some", () => {
		const threeDollars = { currency: "usd", unitAmount: 300 };
		expect(formatPrice(threeDollars, "en")).toBe("$3");
		expect(formatPrice(threeDollars, "fr")).toBe("3\u00a0$US");
		expect(formatPrice({ currency: "usd", unitAmount: 299 }, "en")).toBe("$2.99");
		expect(formatPrice({ currency: "eur", unitAmount: 2400 }, "de")).toBe("24\u00a0€");
		expect(formatPrice({ currency: "jpy", unitAmount: 300 }, "ja")).toBe("￥300");
	});

	it("says how much the yearly plan saves only when it is cheaper in the same currency", () => {
		const month = { currency: "usd", unitAmount: 300 };
		expect(yearlySavingPercent({ month, year: { currency: "usd", unitAmount: 2400 } })).toBe(33);
		expect(yearlySavingPercent({ month, year: { currency: "usd", unitAmount: 3600 } })).toBeNull();
		expect(yearlySavingPercent({ month, year: { currency: "eur", unitAmount: 2400 } })).toBeNull();
		expect(yearlySavingPercent({ month: null, year: { currency: "usd", unitAmount: 2400 } })).toBeNull();
	});
});
