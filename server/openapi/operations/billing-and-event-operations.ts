import { stripeEventSchema } from "#core/billing/stripe-event.schema.ts";
import { z } from "#core/validation/zod.ts";
import { POSITION } from "../../api/event-routes.ts";
import {
	billingStatusAnswerSchema,
	planAnswerSchema,
	redirectUrlAnswerSchema,
	webhookAnswerSchema,
} from "../api-answers.ts";
import { type ApiOperation, mutation, ok, read, tagged } from "../api-operation.ts";

const testChange = z.object({ change: z.enum(["cancel", "resume", "end-period"]) });
const eventsQuery = z.object({
	after: z.string().regex(POSITION).optional().meta({
		description: "Resume after this change number (what a new EventSource can send instead of Last-Event-ID).",
	}),
});
const eventsHeaders = z.object({
	"last-event-id": z.string().regex(POSITION).optional().meta({
		description: "Resume after this change number (what EventSource sends when it reconnects); wins over `after`.",
	}),
});
const stripeHeaders = z.object({
	"stripe-signature": z.string().meta({ description: "Stripe's signature over the raw body." }),
});

export const BILLING_AND_EVENT_OPERATIONS: readonly ApiOperation[] = [
	...tagged("Live updates", [
		{
			...read("/events"),
			summary: "The account's changes as server-sent events",
			description: "Each event's id is its change number; see docs/live-sync.md.",
			query: eventsQuery,
			headers: eventsHeaders,
			answers: { 200: { description: "An endless stream of events.", contentType: "text/event-stream" } },
		},
	]),
	...tagged("Billing", [
		{
			...mutation("billing.checkout"),
			summary: "Start a checkout for Pro",
			isBilling: true,
			answers: { 200: ok("Where to send the person to pay.", redirectUrlAnswerSchema) },
		},
		{
			...mutation("billing.portal"),
			summary: "Open the billing portal",
			isBilling: true,
			answers: { 200: ok("Where to send the person.", redirectUrlAnswerSchema) },
		},
		{
			...read("/billing/status"),
			summary: "The plan and its subscription",
			isBilling: true,
			answers: { 200: ok("The plan.", billingStatusAnswerSchema) },
		},
		{
			...mutation("billing.testComplete"),
			summary: "Complete a checkout without paying (BILLING_MODE=test only; 404 otherwise)",
			isBilling: true,
			answers: { 200: ok("The account is on Pro.", planAnswerSchema) },
		},
		{
			...mutation("billing.testChange"),
			summary: "Cancel, resume or end the test subscription (BILLING_MODE=test only; 404 otherwise)",
			params: testChange,
			isBilling: true,
			answers: { 200: ok("The plan as changed.", billingStatusAnswerSchema) },
		},
		{
			method: "post",
			path: "/billing/webhook",
			summary: "Stripe's webhook",
			description: "Called by Stripe, server to server; 404 without Stripe configured.",
			headers: stripeHeaders,
			body: stripeEventSchema,
			isPublic: true,
			answers: { 200: ok("The event was recorded.", webhookAnswerSchema) },
		},
	]),
];
