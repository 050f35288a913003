import { QUADRANT_SORTS } from "#core/constants.ts";
import { z } from "#core/validation/zod.ts";
import type { ViewOptions } from "./view-option-defaults.ts";

// Browser-safe: the view options a user may change, shared by the settings UI and the API.

/** Each view option's type: the update's fields, and the API's answer. */
export const viewOptionFields = {
	showDateTags: z.boolean(),
	showDescriptions: z.boolean(),
	showCompletedBadge: z.boolean(),
	hideCompleted: z.boolean(),
	phoneGrid: z.boolean(),
	quadrantSort: z.enum(QUADRANT_SORTS),
} satisfies Record<keyof ViewOptions, z.ZodType>;

/** Any of the options, at least one; an unknown option is refused rather than ignored. */
export const updateViewOptionsSchema = z
	.strictObject(viewOptionFields)
	.partial()
	.refine((input) => Object.keys(input).length > 0);
export type UpdateViewOptionsInput = z.infer<typeof updateViewOptionsSchema>;
