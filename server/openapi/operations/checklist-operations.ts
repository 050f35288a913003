import { checklistItemParams } from "#core/checklists/checklist.schema.ts";
import { idParam } from "../../parse-json-body.ts";
import { taskAnswerSchema } from "../api-answers.ts";
import { type ApiOperation, mutation, ok, tagged } from "../api-operation.ts";

// A task's checklist: every change answers the whole task (its `checklist` in order, its version one higher).
export const CHECKLIST_OPERATIONS: readonly ApiOperation[] = tagged("Tasks", [
	{
		...mutation("checklistItem.create"),
		summary: "Add an item to a task's checklist",
		description:
			"The id is the client's: sending the same item again answers the task with 200 instead of 201. A task holds " +
			"at most 100 items (409 `checklist_full`).",
		params: idParam,
		answers: {
			200: ok("Already added with this id.", taskAnswerSchema),
			201: ok("Added; the task with it.", taskAnswerSchema),
		},
	},
	{
		...mutation("checklistItem.update"),
		summary: "Rename, tick or untick a checklist item",
		params: checklistItemParams,
		answers: { 200: ok("The task with the item as changed.", taskAnswerSchema) },
	},
	{
		...mutation("checklistItem.move"),
		summary: "Move a checklist item before another, or to the end",
		params: checklistItemParams,
		answers: { 200: ok("The task with the item in its new place.", taskAnswerSchema) },
	},
	{
		...mutation("checklistItem.delete"),
		summary: "Delete a checklist item",
		params: checklistItemParams,
		answers: { 200: ok("The task without the item.", taskAnswerSchema) },
	},
]);
