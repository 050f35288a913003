// Browser-safe: what starting a checkout takes, shared by the API and the pages that start one.

import { SUPPORTED_LOCALES } from "#core/constants.ts";
import { z } from "#core/validation/zod.ts";

const BILLING_INTERVALS = ["month", "year"] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export const checkoutSchema = z.object({
	interval: z.enum(BILLING_INTERVALS),
	/** The language of the pages checkout returns to; the request's preferred language when absent. */
	locale: z.enum(SUPPORTED_LOCALES).optional(),
});

export const testCheckoutSchema = z.object({ interval: z.enum(BILLING_INTERVALS) });

/** What GET /api/v1/billing/status answers. */
export type BillingStatus = {
	plan: "free" | "pro";
	status: string | null;
	currentPeriodEnd: string | null;
	cancelAtPeriodEnd: boolean;
	isTestMode: boolean;
};

export const portalSchema = z.object({
	/** The language of the profile page the portal returns to; the request's preferred language when absent. */
	locale: z.enum(SUPPORTED_LOCALES).optional(),
});
