import type { deleteAccountSchema } from "#core/account/account-data.schema.ts";
import type { credentialsSchema, setPasswordSchema } from "#core/auth/credentials.schema.ts";
import type { checkoutSchema, portalSchema, testCheckoutSchema } from "#core/billing/checkout.schema.ts";
import type { createBoardSchema, deleteBoardQuerySchema, updateBoardSchema } from "#core/boards/board.schema.ts";
import type * as checklists from "#core/checklists/checklist.schema.ts";
import type { deletePushSubscriptionSchema, savePushSubscriptionSchema } from "#core/push/push-subscription.schema.ts";
import type { updateUserSettingsSchema } from "#core/settings/user-settings.schema.ts";
import type { updateViewOptionsSchema } from "#core/settings/view-options.schema.ts";
import type * as tasks from "#core/tasks/task.schema.ts";
import { type ChangeScope, declare } from "./mutation.ts";

// The registry (DESIGN.md, rule 13): every change the client sends to /api/v1, by name. The client calls
// `mutate(name, args)`, the request is built from the entry (mutation-request.ts), the offline queue stores
// `{ name, args }` and orders and merges by the entry's rules, and a test (tests/integration/mutation-registry.test.ts)
// fails when a mutating /api/v1 route has no entry here or an entry no route. Each entry's zod input is in
// mutation-inputs.ts, the schema the route parses its body with.

/** The marks of a placement: the quadrant it puts the task in, and the task it goes before. */
const placement = ({ quadrant, before }: { quadrant?: string; before?: string | null }): string[] => [
	...(quadrant === undefined ? [] : [`column:${quadrant}`]),
	...(typeof before === "string" ? [`task:${before}`] : []),
];

export const MUTATIONS = {
	"task.create": declare<typeof tasks.createTaskSchema>()({
		method: "POST",
		route: "/tasks",
		scope: (args): ChangeScope => [`task:${args.id}`, ...placement(args)],
	}),
	/** Any of the editor's fields, "Done", "Stop repeating", "Unpin": a new quadrant puts the task at its end. */
	"task.update": declare<typeof tasks.updateTaskSchema>()({
		method: "PATCH",
		route: "/tasks/:id",
		scope: (args) => [`task:${args.id}`, ...placement({ quadrant: args.quadrant })],
		onConflict: "fields",
	}),
	/** Within its board (before a task, or at the end of the quadrant), or to the end of a quadrant of another board. */
	"task.move": declare<typeof tasks.moveTaskSchema>()({
		method: "POST",
		route: "/tasks/:id/move",
		scope: (args) => [`task:${args.id}`, ...placement(args)],
	}),
	/** "Skip this one" of a repeating task. */
	"task.skip": declare<typeof tasks.skipOccurrenceSchema>()({
		method: "POST",
		route: "/tasks/:id/skip",
		scope: (args) => [`task:${args.id}`],
	}),
	"task.delete": declare()({
		method: "DELETE",
		route: "/tasks/:id",
		hasBody: false,
		scope: (args) => [`task:${args.id}`],
		whenGone: "done",
	}),
	/** "Delete all" of a quadrant of one board. */
	"task.deleteQuadrant": declare<typeof tasks.deleteQuadrantSchema>()({ method: "POST", route: "/tasks/bulk-delete" }),

	// A task's checklist: each change names one item and carries no version, so changes to different items never
	// conflict (two devices ticking two items both win) and the later change to one item wins. They wait for the
	// task's own changes (its creation first), in order.
	"checklistItem.create": declare<typeof checklists.createChecklistItemSchema>()({
		method: "POST",
		route: "/tasks/:id/checklist",
		scope: (args) => [`task:${args.id}`],
	}),
	/** Rename, tick or untick. */
	"checklistItem.update": declare<typeof checklists.updateChecklistItemSchema>()({
		method: "PATCH",
		route: "/tasks/:id/checklist/:itemId",
		scope: (args) => [`task:${args.id}`],
	}),
	"checklistItem.move": declare<typeof checklists.moveChecklistItemSchema>()({
		method: "POST",
		route: "/tasks/:id/checklist/:itemId/move",
		scope: (args) => [`task:${args.id}`],
	}),
	"checklistItem.delete": declare()({
		method: "DELETE",
		route: "/tasks/:id/checklist/:itemId",
		hasBody: false,
		scope: (args) => [`task:${args.id}`],
		whenGone: "done",
	}),

	"board.create": declare<typeof createBoardSchema>()({ method: "POST", route: "/boards" }),
	/** Rename, or make it the default board. */
	"board.update": declare<typeof updateBoardSchema>()({ method: "PATCH", route: "/boards/:id" }),
	"board.delete": declare<undefined, typeof deleteBoardQuerySchema>()({
		method: "DELETE",
		route: "/boards/:id",
		query: ["deleteTasks"],
		hasBody: false,
		whenGone: "done",
	}),
	/** "Clear the examples" of a board; the answer holds them, for Undo. */
	"examples.clear": declare()({
		method: "DELETE",
		route: "/boards/:id/examples",
		hasBody: false,
		whenGone: "done",
	}),
	/** The Undo of "Clear the examples". */
	"examples.restore": declare<typeof tasks.restoreExamplesSchema>()({ method: "POST", route: "/boards/:id/examples" }),

	"settings.update": declare<typeof updateUserSettingsSchema>()({ method: "PATCH", route: "/settings" }),
	"viewOptions.update": declare<typeof updateViewOptionsSchema>()({ method: "PATCH", route: "/view-options" }),

	// Sent only online: each answers what the page does next (a URL to go to, a step to confirm), or concerns this
	// browser or session rather than the person's tasks.
	"pushSubscription.save": declare<typeof savePushSubscriptionSchema>()({
		method: "POST",
		route: "/push-subscriptions",
		isQueued: false,
	}),
	"pushSubscription.delete": declare<typeof deletePushSubscriptionSchema>()({
		method: "DELETE",
		route: "/push-subscriptions",
		isQueued: false,
	}),
	/** An anonymous user keeps its tasks under an email and password (confirmed by mail). */
	"account.keepData": declare<typeof credentialsSchema>()({
		method: "POST",
		route: "/account/credentials",
		isQueued: false,
	}),
	"account.addPassword": declare<typeof setPasswordSchema>()({
		method: "POST",
		route: "/account/password",
		isQueued: false,
	}),
	"account.delete": declare<typeof deleteAccountSchema>()({ method: "DELETE", route: "/account", isQueued: false }),
	"session.revoke": declare()({
		method: "DELETE",
		route: "/account/sessions/:id",
		hasBody: false,
		isQueued: false,
	}),
	"session.revokeOthers": declare()({
		method: "DELETE",
		route: "/account/sessions/others",
		hasBody: false,
		isQueued: false,
	}),
	"billing.checkout": declare<typeof checkoutSchema>()({
		method: "POST",
		route: "/billing/checkout",
		isQueued: false,
	}),
	"billing.portal": declare<typeof portalSchema>()({ method: "POST", route: "/billing/portal", isQueued: false }),
	/** Test mode only (BILLING_MODE=test): a checkout completed without paying. */
	"billing.testComplete": declare<typeof testCheckoutSchema>()({
		method: "POST",
		route: "/billing/test/complete",
		isQueued: false,
	}),
	/** Test mode only: cancel or resume the test subscription, or end its period now. */
	"billing.testChange": declare()({
		method: "POST",
		route: "/billing/test/:change{cancel|resume|end-period}",
		hasBody: false,
		isQueued: false,
	}),
};

export type MutationName = keyof typeof MUTATIONS;

/** The arguments of the mutation `name`: its route's parameters, its query fields and its body, in one object. */
export type MutationArgs<Name extends MutationName> = NonNullable<(typeof MUTATIONS)[Name]["args"]>;
