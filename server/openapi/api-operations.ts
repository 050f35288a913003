import { deleteAccountSchema } from "#core/account/account-data.schema.ts";
import { credentialsSchema, setPasswordSchema } from "#core/auth/credentials.schema.ts";
import { checkoutSchema, portalSchema, testCheckoutSchema } from "#core/billing/checkout.schema.ts";
import { stripeEventSchema } from "#core/billing/stripe-event.schema.ts";
import { createBoardSchema, deleteBoardQuerySchema, updateBoardSchema } from "#core/boards/board.schema.ts";
import { deletePushSubscriptionSchema, savePushSubscriptionSchema } from "#core/push/push-subscription.schema.ts";
import { updateUserSettingsSchema } from "#core/settings/user-settings.schema.ts";
import { updateViewOptionsSchema } from "#core/settings/view-options.schema.ts";
import {
	createTaskSchema,
	deleteQuadrantSchema,
	moveTaskSchema,
	restoreExamplesSchema,
	skipOccurrenceSchema,
	taskListQuerySchema,
	updateTaskSchema,
} from "#core/tasks/task.schema.ts";
import { z } from "#core/validation/zod.ts";
import { POSITION } from "../api/event-routes.ts";
import { authIdParam, idParam } from "../parse-json-body.ts";
import {
	accountAnswerSchema,
	billingStatusAnswerSchema,
	boardAnswerSchema,
	boardDeletedAnswerSchema,
	boardListAnswerSchema,
	bulkDeleteAnswerSchema,
	confirmationSentAnswerSchema,
	exampleTasksAnswerSchema,
	planAnswerSchema,
	publicKeyAnswerSchema,
	redirectUrlAnswerSchema,
	revokedAnswerSchema,
	sessionListAnswerSchema,
	settingsAnswerSchema,
	taskAnswerSchema,
	taskListAnswerSchema,
	viewOptionsAnswerSchema,
	webhookAnswerSchema,
} from "./api-answers.ts";

// Every /api/v1 route, with the schemas its handler parses its inputs with (imported, never restated) and what it
// answers. api-document.ts turns this into the OpenAPI document; tests/integration/openapi-document.test.ts fails when
// a route of the app is missing here, or an entry names no route.

type Answer = { description: string; schema?: z.ZodType; contentType?: string };

export const API_TAGS = {
	Contract: "This document.",
	Tasks: "The tasks of the signed-in account, in the quadrants of its boards.",
	Boards: "The account's boards; every account has one default board.",
	Settings: "Settings that roam with the account, view options, and this browser's push subscription.",
	Account: "Who is signed in, sign-in methods, devices, the account's data and its deletion.",
	"Live updates": "Every change of the account, as it happens.",
	Billing: "The plan and its subscription (absent when the instance has no plans: BILLING_MODE=off).",
};

export type ApiOperation = {
	method: "get" | "post" | "patch" | "delete";
	/** As Hono declares it, under /api/v1: `/tasks/:id`. */
	path: string;
	tag: keyof typeof API_TAGS;
	summary: string;
	description?: string;
	params?: z.ZodObject;
	query?: z.ZodObject;
	headers?: z.ZodObject;
	body?: z.ZodType;
	/** The successful answers by status; the refusals are added from what the operation takes (api-document.ts). */
	answers: Record<number, Answer>;
	/** Served without a session (the contract itself, Stripe's webhook). */
	isPublic?: true;
	/** Mounted unless BILLING_MODE=off. */
	isBilling?: true;
};

const JSON_FILE = "application/json";
const noContent: Answer = { description: "Done; no body." };
const ok = (description: string, schema: z.ZodType): Answer => ({ description, schema });

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

export const API_OPERATIONS: readonly ApiOperation[] = [
	// The contract itself.
	{
		method: "get",
		path: "/openapi.json",
		tag: "Contract",
		summary: "This document",
		isPublic: true,
		answers: { 200: ok("The OpenAPI 3.1 document of /api/v1.", z.looseObject({ openapi: z.string() })) },
	},
	// Tasks.
	{
		method: "get",
		path: "/tasks",
		tag: "Tasks",
		summary: "List the tasks of a board",
		query: taskListQuerySchema,
		answers: { 200: ok("The board and its tasks, in order.", taskListAnswerSchema) },
	},
	{
		method: "post",
		path: "/tasks",
		tag: "Tasks",
		summary: "Create a task",
		description: "The id is the client's: sending the same task again answers it with 200 instead of 201.",
		body: createTaskSchema,
		answers: { 200: ok("Already created with this id.", taskAnswerSchema), 201: ok("Created.", taskAnswerSchema) },
	},
	{
		method: "post",
		path: "/tasks/bulk-delete",
		tag: "Tasks",
		summary: "Delete every task of a quadrant of a board",
		body: deleteQuadrantSchema,
		answers: { 200: ok("How many were deleted.", bulkDeleteAnswerSchema) },
	},
	{
		method: "get",
		path: "/tasks/:id",
		tag: "Tasks",
		summary: "Read a task",
		params: idParam,
		answers: { 200: ok("The task.", taskAnswerSchema) },
	},
	{
		method: "patch",
		path: "/tasks/:id",
		tag: "Tasks",
		summary: "Change a task",
		params: idParam,
		body: updateTaskSchema,
		answers: { 200: ok("The task as changed.", taskAnswerSchema) },
	},
	{
		method: "post",
		path: "/tasks/:id/move",
		tag: "Tasks",
		summary: "Move a task within its board or to another",
		params: idParam,
		body: moveTaskSchema,
		answers: { 200: ok("The task as moved.", taskAnswerSchema) },
	},
	{
		method: "post",
		path: "/tasks/:id/skip",
		tag: "Tasks",
		summary: "Skip this occurrence of a repeating task",
		params: idParam,
		body: skipOccurrenceSchema,
		answers: { 200: ok("The task at its next occurrence.", taskAnswerSchema) },
	},
	{
		method: "delete",
		path: "/tasks/:id",
		tag: "Tasks",
		summary: "Delete a task",
		params: idParam,
		answers: { 204: noContent },
	},
	// Boards.
	{
		method: "get",
		path: "/boards",
		tag: "Boards",
		summary: "List the boards",
		description: "Creates the default board on first use.",
		answers: { 200: ok("The boards, in order.", boardListAnswerSchema) },
	},
	{
		method: "post",
		path: "/boards",
		tag: "Boards",
		summary: "Create a board",
		body: createBoardSchema,
		answers: { 200: ok("Already created with this id.", boardAnswerSchema), 201: ok("Created.", boardAnswerSchema) },
	},
	{
		method: "patch",
		path: "/boards/:id",
		tag: "Boards",
		summary: "Rename a board or make it the default",
		params: idParam,
		body: updateBoardSchema,
		answers: { 200: ok("The board as changed.", boardAnswerSchema) },
	},
	{
		method: "delete",
		path: "/boards/:id/examples",
		tag: "Boards",
		summary: "Clear the example tasks of a first board",
		params: idParam,
		answers: { 200: ok("The examples cleared; send them back to restore them.", exampleTasksAnswerSchema) },
	},
	{
		method: "post",
		path: "/boards/:id/examples",
		tag: "Boards",
		summary: "Restore cleared example tasks",
		params: idParam,
		body: restoreExamplesSchema,
		answers: { 200: ok("The examples restored.", exampleTasksAnswerSchema) },
	},
	{
		method: "delete",
		path: "/boards/:id",
		tag: "Boards",
		summary: "Delete a board",
		description: "Its tasks move to the default board, or are deleted with it when `deleteTasks=true`.",
		params: idParam,
		query: deleteBoardQuerySchema,
		answers: { 200: ok("How many tasks moved or went.", boardDeletedAnswerSchema) },
	},
	// Settings.
	{
		method: "get",
		path: "/view-options",
		tag: "Settings",
		summary: "Read the view options",
		answers: { 200: ok("All the options.", viewOptionsAnswerSchema) },
	},
	{
		method: "patch",
		path: "/view-options",
		tag: "Settings",
		summary: "Change some view options",
		body: updateViewOptionsSchema,
		answers: { 200: ok("All the options, as changed.", viewOptionsAnswerSchema) },
	},
	{
		method: "get",
		path: "/settings",
		tag: "Settings",
		summary: "Read the settings",
		answers: { 200: ok("All the settings.", settingsAnswerSchema) },
	},
	{
		method: "patch",
		path: "/settings",
		tag: "Settings",
		summary: "Change some settings",
		body: updateUserSettingsSchema,
		answers: { 200: ok("All the settings, as changed.", settingsAnswerSchema) },
	},
	{
		method: "get",
		path: "/push-subscriptions/public-key",
		tag: "Settings",
		summary: "The key to subscribe to push notifications with",
		answers: { 200: ok("The server's VAPID public key.", publicKeyAnswerSchema) },
	},
	{
		method: "post",
		path: "/push-subscriptions",
		tag: "Settings",
		summary: "Store this browser's push subscription",
		body: savePushSubscriptionSchema,
		answers: { 204: noContent },
	},
	{
		method: "delete",
		path: "/push-subscriptions",
		tag: "Settings",
		summary: "Forget a push subscription",
		body: deletePushSubscriptionSchema,
		answers: { 204: noContent },
	},
	// Account.
	{
		method: "get",
		path: "/me",
		tag: "Account",
		summary: "Who is signed in",
		answers: { 200: ok("The account and its sign-in methods.", accountAnswerSchema) },
	},
	{
		method: "post",
		path: "/account/credentials",
		tag: "Account",
		summary: "Keep an anonymous account under an email and password",
		description: "Nothing changes until the link mailed to the address is opened; the answer is the same either way.",
		body: credentialsSchema,
		answers: { 202: ok("The confirmation was mailed.", confirmationSentAnswerSchema) },
	},
	{
		method: "post",
		path: "/account/password",
		tag: "Account",
		summary: "Add a password to an account that has none",
		description: "Needs a recent sign-in.",
		body: setPasswordSchema,
		answers: { 204: noContent },
	},
	{
		method: "get",
		path: "/account/export",
		tag: "Account",
		summary: "Download all of the account's data (JSON)",
		answers: {
			200: { description: "An attachment: the account, boards, tasks, settings and plan.", contentType: JSON_FILE },
		},
	},
	{
		method: "get",
		path: "/account/export/tasks.csv",
		tag: "Account",
		summary: "Download the tasks (CSV)",
		answers: { 200: { description: "An attachment: one task a row.", contentType: "text/csv" } },
	},
	{
		method: "delete",
		path: "/account",
		tag: "Account",
		summary: "Delete the account and all its data",
		description: "Cancels a subscription first; signs out and clears the browser's copies (Clear-Site-Data).",
		body: deleteAccountSchema,
		answers: { 204: noContent },
	},
	{
		method: "get",
		path: "/account/sessions",
		tag: "Account",
		summary: "List the signed-in devices",
		answers: { 200: ok("One session per device.", sessionListAnswerSchema) },
	},
	{
		method: "delete",
		path: "/account/sessions/others",
		tag: "Account",
		summary: "Sign out every other device",
		description: "Needs a recent sign-in (not for anonymous accounts).",
		answers: { 200: ok("How many sessions ended.", revokedAnswerSchema) },
	},
	{
		method: "delete",
		path: "/account/sessions/:id",
		tag: "Account",
		summary: "Sign out one device",
		description: "Needs a recent sign-in (not for anonymous accounts).",
		params: authIdParam,
		answers: { 204: noContent },
	},
	// Live updates.
	{
		method: "get",
		path: "/events",
		tag: "Live updates",
		summary: "The account's changes as server-sent events",
		description: "Each event's id is its change number; see docs/live-sync.md.",
		query: eventsQuery,
		headers: eventsHeaders,
		answers: { 200: { description: "An endless stream of events.", contentType: "text/event-stream" } },
	},
	// Billing.
	{
		method: "post",
		path: "/billing/checkout",
		tag: "Billing",
		summary: "Start a checkout for Pro",
		body: checkoutSchema,
		isBilling: true,
		answers: { 200: ok("Where to send the person to pay.", redirectUrlAnswerSchema) },
	},
	{
		method: "post",
		path: "/billing/portal",
		tag: "Billing",
		summary: "Open the billing portal",
		body: portalSchema,
		isBilling: true,
		answers: { 200: ok("Where to send the person.", redirectUrlAnswerSchema) },
	},
	{
		method: "get",
		path: "/billing/status",
		tag: "Billing",
		summary: "The plan and its subscription",
		isBilling: true,
		answers: { 200: ok("The plan.", billingStatusAnswerSchema) },
	},
	{
		method: "post",
		path: "/billing/test/complete",
		tag: "Billing",
		summary: "Complete a checkout without paying (BILLING_MODE=test only; 404 otherwise)",
		body: testCheckoutSchema,
		isBilling: true,
		answers: { 200: ok("The account is on Pro.", planAnswerSchema) },
	},
	{
		method: "post",
		path: "/billing/test/:change{cancel|resume|end-period}",
		tag: "Billing",
		summary: "Cancel, resume or end the test subscription (BILLING_MODE=test only; 404 otherwise)",
		params: testChange,
		isBilling: true,
		answers: { 200: ok("The plan as changed.", billingStatusAnswerSchema) },
	},
	{
		method: "post",
		path: "/billing/webhook",
		tag: "Billing",
		summary: "Stripe's webhook",
		description: "Called by Stripe, server to server; 404 without Stripe configured.",
		headers: stripeHeaders,
		body: stripeEventSchema,
		isPublic: true,
		answers: { 200: ok("The event was recorded.", webhookAnswerSchema) },
	},
];
