import type { Shown } from "#app/lib/change-queue/queued-change.ts";
import { changeOf, settleOf } from "#app/lib/change-queue/shown-change.ts";
import type { PageTask } from "#app/lib/page-task.ts";
import type { ChecklistItemView } from "#core/checklists/checklist-item-view.ts";
import { itemAfter, itemPositionBefore } from "#core/checklists/checklist-placement.ts";
import type { ChecklistStep } from "#core/checklists/checklist-steps.ts";
import { CHECKLIST_MAX_ITEMS, TASK_TITLE_MAX_LENGTH } from "#core/constants.ts";
import type { MutationArgs } from "#core/mutations/mutations.ts";
import type { ActionKit } from "./action-kit.ts";

type ItemMutation =
	| { name: "checklistItem.create"; args: MutationArgs<"checklistItem.create"> }
	| { name: "checklistItem.update"; args: MutationArgs<"checklistItem.update"> }
	| { name: "checklistItem.move"; args: MutationArgs<"checklistItem.move"> }
	| { name: "checklistItem.delete"; args: MutationArgs<"checklistItem.delete"> };

/** What the checklist asks of the task's own actions: completing a task, adding one (an item made a task). */
type TaskSteps = {
	complete: (task: PageTask) => unknown;
	addTask: (fields: Pick<PageTask, "title" | "description" | "quadrant" | "boardId">) => Promise<boolean>;
};

/**
 * `checklistItem.*`: each change of one item shown at once on its task (a step that replays on the task's newest
 * checklist, so another device's changes to other items stay), kept by the offline queue, settled with the task the
 * server answers. The task is read from the page's store each time, so quick changes build on one another. Loaded
 * with the checklist's editor (use-task-actions.ts), not with the page.
 */
export function checklistItemActions(kit: ActionKit, { complete, addTask }: TaskSteps) {
	const current = (taskId: string) => kit.store.getSnapshot().find((task) => task.id === taskId);

	const send = (taskId: string, step: ChecklistStep, mutation: ItemMutation) => {
		const shown: Shown = { kind: "checklist", taskId, step };
		const baseVersion = current(taskId)?.version ?? null;
		return kit.run(changeOf(shown), () => kit.send({ ...mutation, shown, baseVersion }), settleOf(shown));
	};

	/** Adds items titled `titles` (several when lines were pasted) before `before`, or at the end. */
	const addItems = async (task: Pick<PageTask, "id">, titles: readonly string[], before: string | null = null) => {
		const added: Promise<boolean>[] = [];
		for (const title of titles) {
			const items = current(task.id)?.checklist ?? [];
			if (items.length >= CHECKLIST_MAX_ITEMS) {
				// As the server would refuse it, without sending what cannot be kept.
				kit.toast.show({ tone: "error", title: kit.t("errorCodes.checklist_full"), closeLabel: kit.t("common.close") });
				added.push(Promise.resolve(false));
				break;
			}
			const item = { id: crypto.randomUUID(), title, isDone: false, position: itemPositionBefore(items, before) };
			const args = { id: task.id, itemId: item.id, title, before };
			added.push(send(task.id, { op: "add", item }, { name: "checklistItem.create", args }));
		}
		return (await Promise.all(added)).every(Boolean);
	};

	const setItem = (task: Pick<PageTask, "id">, itemId: string, fields: { title?: string; isDone?: boolean }) => {
		const sent = send(
			task.id,
			{ op: "set", id: itemId, fields },
			{ name: "checklistItem.update", args: { id: task.id, itemId, ...fields } },
		);
		// Shown at once (offline too): the last open item ticked offers to complete the task, never does it by itself.
		const shown = current(task.id);
		if (fields.isDone && shown && shown.status !== "done" && shown.checklist.every((item) => item.isDone)) {
			offerCompletion(shown);
		}
		return sent;
	};

	const offerCompletion = (task: PageTask) =>
		kit.toast.show({
			title: kit.t("checklist.allDone", { title: task.title }),
			actionLabel: kit.t("checklist.completeTask"),
			closeLabel: kit.t("common.close"),
			durationMs: 10_000,
			onAction: () => {
				const latest = current(task.id);
				if (latest && latest.status !== "done") void complete(latest);
			},
		});

	const moveItem = (task: Pick<PageTask, "id">, itemId: string, before: string | null) => {
		const position = itemPositionBefore(current(task.id)?.checklist ?? [], before, itemId);
		return send(
			task.id,
			{ op: "move", id: itemId, position },
			{ name: "checklistItem.move", args: { id: task.id, itemId, before } },
		);
	};

	/** Deletes an item and offers Undo, which adds it again (same id, title and state) where it was. */
	const removeItem = async (task: Pick<PageTask, "id">, item: ChecklistItemView) => {
		const before = itemAfter(current(task.id)?.checklist ?? [], item.id);
		const isDeleted = await send(
			task.id,
			{ op: "remove", id: item.id },
			{ name: "checklistItem.delete", args: { id: task.id, itemId: item.id } },
		);
		if (!isDeleted) return;
		kit.toast.show({
			title: kit.t("checklist.deleted", { title: item.title }),
			actionLabel: kit.t("matrix.undo"),
			closeLabel: kit.t("common.close"),
			durationMs: 5000,
			onAction: () => void putBack(task, item, before),
		});
	};

	const putBack = (task: Pick<PageTask, "id">, item: ChecklistItemView, before: string | null) => {
		const items = current(task.id)?.checklist ?? [];
		const place = before !== null && items.some((row) => row.id === before) ? before : null;
		const restored = { ...item, position: itemPositionBefore(items, place) };
		const args = { id: task.id, itemId: item.id, title: item.title, isDone: item.isDone, before: place };
		return send(task.id, { op: "add", item: restored }, { name: "checklistItem.create", args });
	};

	/**
	 * Makes an item a task of its own, in the same quadrant of the same board, its description naming the task it came
	 * from; the item leaves the checklist once the task is there.
	 */
	const makeTask = async (task: PageTask, item: ChecklistItemView) => {
		const isAdded = await addTask({
			title: item.title.slice(0, TASK_TITLE_MAX_LENGTH),
			description: kit.t("checklist.fromTask", { title: task.title }),
			quadrant: task.quadrant,
			boardId: task.boardId,
		});
		if (!isAdded) return;
		await send(
			task.id,
			{ op: "remove", id: item.id },
			{ name: "checklistItem.delete", args: { id: task.id, itemId: item.id } },
		);
		kit.toast.show({ title: kit.t("checklist.madeTask", { title: item.title }), closeLabel: kit.t("common.close") });
	};

	return { addItems, setItem, moveItem, removeItem, makeTask };
}

export type ChecklistActions = ReturnType<typeof checklistItemActions>;
