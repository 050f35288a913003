import { CHECKLIST_ITEM_TITLE_MAX_LENGTH, CHECKLIST_MAX_ITEMS } from "#core/constants.ts";
import { textField } from "#core/validation/text-field.ts";
import { z } from "#core/validation/zod.ts";
import type { ChecklistItemView } from "./checklist-item-view.ts";

// Browser-safe: the input rules of a checklist item, shared by the editor and the API.

const title = textField({ min: 1, max: CHECKLIST_ITEM_TITLE_MAX_LENGTH });
/** Put the item just before this one of the same task; at the end when null. */
const before = z.uuid().nullable().default(null);

/** `itemId` is the client's: the route's `:id` is the task's. */
export const createChecklistItemSchema = z.object({
	itemId: z.uuid(),
	title,
	isDone: z.boolean().default(false),
	before,
});
export type CreateChecklistItemInput = z.infer<typeof createChecklistItemSchema>;

/** Rename, tick or untick: the fields not sent stay as they are, so two devices changing two items both win. */
export const updateChecklistItemSchema = z.object({ title, isDone: z.boolean() }).partial();
export type UpdateChecklistItemInput = z.infer<typeof updateChecklistItemSchema>;

export const moveChecklistItemSchema = z.object({ before });
export type MoveChecklistItemInput = z.infer<typeof moveChecklistItemSchema>;

/**
 * The items a task is created with, in order (an Undo of a task's deletion puts them back): their ids are the
 * client's, their positions the server's.
 */
export const newChecklistSchema = z
	.array(z.object({ id: z.uuid(), title, isDone: z.boolean().default(false) }))
	.max(CHECKLIST_MAX_ITEMS)
	.default([]);

/** The task and the item a route names. */
export const checklistItemParams = z.object({ id: z.uuid(), itemId: z.uuid() });

export const checklistItemViewSchema = z
	.object({ id: z.uuid(), title: z.string(), isDone: z.boolean(), position: z.string().min(1) })
	.strict() satisfies z.ZodType<ChecklistItemView>;
