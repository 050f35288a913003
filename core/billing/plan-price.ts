// Browser-safe: a price as Stripe states one, and how the pricing page writes it.
import type { DisplayPrices } from "#config/env.server.ts";
import type { BillingInterval } from "./checkout.schema.ts";

/** An amount in the currency's smallest unit (cents; yen for JPY), as Stripe's `unit_amount`. */
export type PlanPrice = { currency: string; unitAmount: number };

/** Pro's price per billing interval; null when that interval cannot be bought. */
export type PlanPrices = Record<BillingInterval, PlanPrice | null>;

const fractionDigits = (currency: string) =>
	new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;

/** The configured display prices (DISPLAY_PRICE_MONTHLY, DISPLAY_PRICE_YEARLY in DISPLAY_CURRENCY) as Stripe states prices. */
export function displayPlanPrices({ currency, month, year }: DisplayPrices): PlanPrices {
	return { month: toMinorUnits(month, currency), year: toMinorUnits(year, currency) };
}

/** "2.99" USD → 299 cents; "300" JPY → 300 yen. Amounts finer than the currency allows are rounded. */
export function toMinorUnits(amount: string, currency: string): PlanPrice {
	const code = currency.toLowerCase();
	return { currency: code, unitAmount: Math.round(Number(amount) * 10 ** fractionDigits(code)) };
}

/** 299 cents → 2.99; 300 yen → 300. */
export function majorUnits({ currency, unitAmount }: PlanPrice): number {
	return unitAmount / 10 ** fractionDigits(currency);
}

const formats = new Map<string, Intl.NumberFormat>();

/** The price in the reader's language: "$3" in English, "3 $US" in French; cents only when there are some. */
export function formatPrice({ currency, unitAmount }: PlanPrice, locale: string): string {
	const key = `${locale}:${currency}`;
	let format = formats.get(key);
	if (!format) {
		format = new Intl.NumberFormat(locale, { style: "currency", currency, trailingZeroDisplay: "stripIfInteger" });
		formats.set(key, format);
	}
	return format.format(majorUnits({ currency, unitAmount }));
}

/** How much a year costs less than twelve months, in whole percent; null when not cheaper or not comparable. */
export function yearlySavingPercent(prices: PlanPrices): number | null {
	const { month, year } = prices;
	if (!month || !year || month.currency !== year.currency || month.unitAmount <= 0) return null;
	const saving = Math.floor((1 - year.unitAmount / (month.unitAmount * 12)) * 100);
	return saving > 0 ? saving : null;
}
