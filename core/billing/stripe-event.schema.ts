import { z } from "#core/validation/zod.ts";

const stripeId = z.string().min(1).max(255);

/**
 * The part of a verified Stripe event that billing reads: which event, what kind, and the id of the object it is
 * about. The object's state is never taken from here; it is retrieved from Stripe (core/billing/handle-stripe-event.ts).
 */
export const stripeEventSchema = z.object({
	id: stripeId,
	type: z.string().min(1),
	created: z.number().int(),
	data: z.object({
		object: z.looseObject({
			id: stripeId,
			customer: z.union([stripeId, z.looseObject({ id: stripeId })]).nullish(),
			metadata: z.record(z.string(), z.string()).nullish(),
		}),
	}),
});

export type StripeEvent = z.infer<typeof stripeEventSchema>;
