import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "#app/components/ui/toast.tsx";
import { changeQueueFor } from "#app/lib/change-queue/browser-queue.ts";
import type { ConflictReport } from "#app/lib/change-queue/queue-status.ts";
import { isTaskShown } from "#app/lib/change-queue/queued-change.ts";
import { changeOf, settleOf } from "#app/lib/change-queue/shown-change.ts";
import type { PageTask } from "#app/lib/page-task.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { type ActionKit, actionKit, type TaskActionOptions } from "./task-actions/action-kit.ts";
import type { ChecklistActions, checklistItemActions } from "./task-actions/checklist-items.ts";
import { createTaskActions } from "./task-actions/create-task.ts";
import { deleteTaskActions } from "./task-actions/delete-tasks.ts";
import { editTaskActions } from "./task-actions/edit-task.ts";
import { exampleTaskActions } from "./task-actions/example-tasks.ts";
import { lazyPlacement } from "./task-actions/lazy-placement.ts";
import { moveTaskActions } from "./task-actions/move-task.ts";
import { planGate } from "./task-actions/plan-gate.ts";
import { skipOccurrenceAction } from "./task-actions/skip-occurrence.ts";
import { undoToasts } from "./task-actions/undo-toasts.ts";

export type { UpgradeReason } from "./task-actions/action-kit.ts";

/**
 * Every change a view of the tasks makes, each a named mutation of the registry (task-actions/, one module per
 * mutation): shown at once, sent through the offline queue with an idempotency key (so the client's retries never
 * apply twice), rolled back with a translated message when the server refuses. The same object for as long as its
 * inputs stay the same, so the cards that hold it need not re-render.
 */
export function useTaskActions(options: TaskActionOptions) {
	const { t } = useTranslation();
	const toast = useToast();
	const locale = useLocale();
	const { store, userId, defaultBoardId, isShowingEverything, plan, freeTasksPerQuadrant, onUpgradeNeeded } = options;
	return useMemo(
		() =>
			taskActions(
				actionKit(
					{ store, userId, defaultBoardId, isShowingEverything, plan, freeTasksPerQuadrant, onUpgradeNeeded },
					t,
					toast,
					locale,
				),
			),
		[store, userId, defaultBoardId, isShowingEverything, plan, freeTasksPerQuadrant, onUpgradeNeeded, t, toast, locale],
	);
}

function taskActions(kit: ActionKit) {
	const gate = planGate(kit);
	const placement = lazyPlacement(kit);
	const toasts = undoToasts(kit);
	const { add, create } = createTaskActions(kit, gate, placement);
	const { edit, ...edits } = editTaskActions(kit, gate, placement);
	let checklistActions: ChecklistActions | undefined;
	/** The changes of checklist items, made once from their module, which the first that needs them loads. */
	const checklistWith = (make: typeof checklistItemActions) =>
		(checklistActions ??= make(kit, {
			complete: (task) => edits.setDone(task, true),
			addTask: (fields) => add(fields),
		}));

	/** Shows the changes a reload found still unsent, as they were shown when made, and sends them. */
	const replayQueued = async () => {
		const queue = changeQueueFor(kit.userId, kit.locale);
		for (const { id, change } of await queue.load()) {
			// Boards, view options and settings are shown by their own views (queue-change.ts).
			if (!isTaskShown(change.shown)) continue;
			void kit.run(changeOf(change.shown), () => queue.wait(id, change), settleOf(change.shown));
		}
		await queue.flush();
	};

	return {
		replayQueued,
		offerConflictUndo: (report: ConflictReport) => toasts.offerConflictUndo(report, edit),
		add,
		...moveTaskActions(kit, gate, placement, toasts),
		...edits,
		skipOccurrence: skipOccurrenceAction(kit),
		...deleteTaskActions(kit, create, toasts),
		...exampleTaskActions(kit, toasts),
		checklistWith,
		/** Ticks or unticks one item from the card's menu; the code failing to load refuses it as the network would. */
		setItemDone: (task: PageTask, itemId: string, isDone: boolean) =>
			import("./task-actions/checklist-items.ts").then(
				({ checklistItemActions }) => checklistWith(checklistItemActions).setItem(task, itemId, { isDone }),
				(error: unknown) => {
					kit.onRefused(error);
					return false;
				},
			),
		hasRoom: gate.hasRoom,
	};
}

export type TaskActions = ReturnType<typeof taskActions>;
