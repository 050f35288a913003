import type { AccountView } from "#core/account/account-view.ts";
import { sessionViewSchema } from "#core/auth/session-view.ts";
import type { BillingStatus } from "#core/billing/checkout.schema.ts";
import type { BoardView } from "#core/boards/board-view.ts";
import type { ApiErrorBody } from "#core/errors/api-error-body.ts";
import type { UserSettings } from "#core/settings/user-setting-defaults.ts";
import { userSettingFields } from "#core/settings/user-settings.schema.ts";
import type { ViewOptions } from "#core/settings/view-option-defaults.ts";
import { viewOptionFields } from "#core/settings/view-options.schema.ts";
import { taskViewSchema } from "#core/tasks/task.schema.ts";
import type { TaskView } from "#core/tasks/task-view.ts";
import { z } from "#core/validation/zod.ts";

// What the API answers, as schemas for the published document (api-document.ts) and the tests that hold the answers
// to it. The views' types in core/ stay the source: each schema here must produce exactly that type (`Exactly`), so a
// field added to a view and not here fails the type check. Inputs are not declared here: the routes' own schemas are.

/** A schema whose parsed value is the type itself, not merely assignable to it (a missing field fails too). */
type Exactly<Schema extends z.ZodType, View> = [z.infer<Schema>] extends [View]
	? [View] extends [z.infer<Schema>]
		? Schema
		: never
	: never;
const exactly =
	<View>() =>
	<Schema extends z.ZodType>(schema: Exactly<Schema, View>) =>
		schema;

export const errorBodySchema = exactly<ApiErrorBody>()(
	z.object({
		error: z.object({
			code: z.string().meta({
				description:
					"What went wrong, for programs: bad_request, unauthorized, forbidden, not_found, version_conflict, plan_limit, " +
					"pro_required, payload_too_large, idempotency_conflict, too_many_attempts, database_busy, internal, …",
				example: "bad_request",
			}),
			message: z.string().meta({ description: "What went wrong, for people, in the request's language." }),
			fields: z.record(z.string(), z.string()).optional().meta({
				description: "The inputs at fault, each with its message (a JSON path joined by dots for nested ones).",
			}),
		}),
	}),
).meta({ id: "Error" });

// The view's `repeat` is parsed into its canonical form on the way in; on the way out it is that form already.
export const taskAnswerSchema = exactly<TaskView>()(
	taskViewSchema.extend({
		repeat: z
			.string()
			.nullable()
			.meta({ description: "An RFC 5545 RRULE whose start is the due date; null: no repeat." }),
	}),
).meta({ id: "Task" });

export const boardAnswerSchema = exactly<BoardView>()(
	z.strictObject({ id: z.uuid(), name: z.string(), isDefault: z.boolean(), taskCount: z.int().nonnegative() }),
).meta({ id: "Board" });

export const taskListAnswerSchema = z
	.union([
		z.strictObject({ board: boardAnswerSchema, tasks: z.array(taskAnswerSchema) }),
		z.strictObject({ board: z.null(), boards: z.array(boardAnswerSchema), tasks: z.array(taskAnswerSchema) }),
	])
	.meta({ description: "One board with its tasks; for `board=all` (Pro), every board and every task." });

export const boardListAnswerSchema = z.strictObject({ boards: z.array(boardAnswerSchema) });
export const exampleTasksAnswerSchema = z.strictObject({ tasks: z.array(taskAnswerSchema) });
export const bulkDeleteAnswerSchema = z.strictObject({ deleted: z.int().nonnegative() });
export const boardDeletedAnswerSchema = z.strictObject({
	movedTasks: z.int().nonnegative(),
	deletedTasks: z.int().nonnegative(),
});

export const settingsAnswerSchema = exactly<UserSettings>()(
	// The fields the settings form sends, but the time zone: an account that never sent one has none.
	z.strictObject({ ...userSettingFields, timeZone: z.string().nullable() }),
).meta({ id: "Settings" });

export const viewOptionsAnswerSchema = exactly<ViewOptions>()(z.strictObject(viewOptionFields)).meta({
	id: "ViewOptions",
});

export const accountAnswerSchema = exactly<AccountView>()(
	z.strictObject({
		id: z.string(),
		email: z.string().nullable(),
		name: z.string().nullable(),
		isAnonymous: z.boolean(),
		emailVerified: z.boolean(),
		twoFactorEnabled: z.boolean(),
		providers: z.array(z.string()),
	}),
).meta({ id: "Account" });

export const sessionListAnswerSchema = z.strictObject({ sessions: z.array(sessionViewSchema.meta({ id: "Session" })) });
export const revokedAnswerSchema = z.strictObject({ revoked: z.int().nonnegative() });

export const billingStatusAnswerSchema = exactly<BillingStatus>()(
	z.strictObject({
		plan: z.enum(["free", "pro"]),
		status: z.string().nullable(),
		currentPeriodEnd: z.iso.datetime().nullable(),
		cancelAtPeriodEnd: z.boolean(),
		isTestMode: z.boolean(),
	}),
).meta({ id: "BillingStatus" });

export const redirectUrlAnswerSchema = z.strictObject({ url: z.url() });
export const planAnswerSchema = z.strictObject({ plan: z.literal("pro") });
export const publicKeyAnswerSchema = z.strictObject({ publicKey: z.string() });
export const confirmationSentAnswerSchema = z.strictObject({ status: z.literal("confirmation_sent") });
export const webhookAnswerSchema = z.strictObject({
	received: z.literal(true),
	outcome: z.enum(["applied", "unchanged", "duplicate", "ignored"]),
});
