import type Stripe from "stripe";
import type { DisplayPrices, StripeConfig } from "#config/env.server.ts";
import { displayPlanPrices, type PlanPrice, type PlanPrices } from "./plan-price.ts";

type Options = {
	/** Absent without Stripe keys: the configured display prices are shown. */
	billing: { stripe: Stripe; config: StripeConfig } | undefined;
	displayPrices: DisplayPrices;
};

/**
 * What Pro costs, as the pricing page states it. With Stripe, the configured prices' own amounts, read once at
 * start-up so the page can be prerendered and never disagrees with checkout; an interval without a price id (or with
 * a price that has no fixed amount) cannot be bought and shows none. A Stripe error is thrown: the server does not
 * start with prices it cannot state.
 */
export async function resolvePlanPrices({ billing, displayPrices }: Options): Promise<PlanPrices> {
	if (!billing) return displayPlanPrices(displayPrices);
	const { stripe, config } = billing;
	const read = async (id: string | undefined): Promise<PlanPrice | null> => {
		if (!id) return null;
		const price = await stripe.prices.retrieve(id);
		return price.active && price.unit_amount !== null
			? { currency: price.currency, unitAmount: price.unit_amount }
			: null;
	};
	const [month, year] = await Promise.all([read(config.prices.monthly), read(config.prices.yearly)]);
	return { month, year };
}
