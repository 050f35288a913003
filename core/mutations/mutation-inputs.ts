import { deleteAccountSchema } from "#core/account/account-data.schema.ts";
import { credentialsSchema, setPasswordSchema } from "#core/auth/credentials.schema.ts";
import { checkoutSchema, portalSchema, testCheckoutSchema } from "#core/billing/checkout.schema.ts";
import { createBoardSchema, deleteBoardQuerySchema, updateBoardSchema } from "#core/boards/board.schema.ts";
import {
	createChecklistItemSchema,
	moveChecklistItemSchema,
	updateChecklistItemSchema,
} from "#core/checklists/checklist.schema.ts";
import { deletePushSubscriptionSchema, savePushSubscriptionSchema } from "#core/push/push-subscription.schema.ts";
import { updateUserSettingsSchema } from "#core/settings/user-settings.schema.ts";
import { updateViewOptionsSchema } from "#core/settings/view-options.schema.ts";
import {
	createTaskSchema,
	deleteQuadrantSchema,
	moveTaskSchema,
	restoreExamplesSchema,
	skipOccurrenceSchema,
	updateTaskSchema,
} from "#core/tasks/task.schema.ts";
import type { z } from "#core/validation/zod.ts";
import type { MutationArgs, MutationName } from "./mutations.ts";

// Each mutation's zod input: the very schemas its route parses (one schema, one parse), named here so that the tests
// and the published contract read them by the mutation's name. Not for the browser: the pages check their forms with
// the schemas they import themselves, and the registry's client half needs none of these.

type Inputs = { body?: z.ZodType; query?: z.ZodType };

export const MUTATION_INPUTS = {
	"task.create": { body: createTaskSchema },
	"task.update": { body: updateTaskSchema },
	"task.move": { body: moveTaskSchema },
	"task.skip": { body: skipOccurrenceSchema },
	"task.delete": {},
	"task.deleteQuadrant": { body: deleteQuadrantSchema },
	"checklistItem.create": { body: createChecklistItemSchema },
	"checklistItem.update": { body: updateChecklistItemSchema },
	"checklistItem.move": { body: moveChecklistItemSchema },
	"checklistItem.delete": {},
	"board.create": { body: createBoardSchema },
	"board.update": { body: updateBoardSchema },
	"board.delete": { query: deleteBoardQuerySchema },
	"examples.clear": {},
	"examples.restore": { body: restoreExamplesSchema },
	"settings.update": { body: updateUserSettingsSchema },
	"viewOptions.update": { body: updateViewOptionsSchema },
	"pushSubscription.save": { body: savePushSubscriptionSchema },
	"pushSubscription.delete": { body: deletePushSubscriptionSchema },
	"account.keepData": { body: credentialsSchema },
	"account.addPassword": { body: setPasswordSchema },
	"account.delete": { body: deleteAccountSchema },
	"session.revoke": {},
	"session.revokeOthers": {},
	"billing.checkout": { body: checkoutSchema },
	"billing.portal": { body: portalSchema },
	"billing.testComplete": { body: testCheckoutSchema },
	"billing.testChange": {},
} satisfies {
	[Name in MutationName]: Inputs & Partial<Record<"body" | "query", z.ZodType<unknown, Partial<MutationArgs<Name>>>>>;
};
