import type { ConflictReport } from "#app/lib/change-queue/queue-status.ts";
import type { PageTask } from "#app/lib/page-task.ts";
import type { Quadrant } from "#core/constants.ts";
import type { ActionKit } from "./action-kit.ts";
import type { TaskEdit } from "./edit-task.ts";

/** A deleted task and the one it was before, for Undo. */
export type Removed = { task: PageTask; beforeId: string | null };

/**
 * The toasts that offer to take a change back: a deletion, a move by hand (to another board too), cleared examples, a
 * field lost to a conflict.
 */
export function undoToasts({ t, toast }: ActionKit) {
	const offer = (title: string, onUndo: () => void, durationMs = 5000) =>
		toast.show({ title, actionLabel: t("matrix.undo"), onAction: onUndo, durationMs, closeLabel: t("common.close") });

	const offerDeletionUndo = (removed: Removed[], restore: (removed: Removed[]) => void) =>
		offer(
			removed.length === 1
				? t("matrix.deleted", { title: removed[0]?.task.title })
				: t("matrix.deletedMany", { count: removed.length }),
			() => restore(removed),
		);

	const offerMoveUndo = (moved: Removed[], quadrant: Quadrant, putBack: () => void) => {
		const name = t(`quadrants.${quadrant}.name`);
		offer(
			moved.length === 1
				? t("matrix.moved", { title: moved[0]?.task.title, quadrant: name })
				: t("matrix.movedMany", { count: moved.length, quadrant: name }),
			putBack,
		);
	};

	const offerBoardMoveUndo = (task: PageTask, boardName: string, putBack: () => void) =>
		offer(t("boards.movedToBoard", { title: task.title, board: boardName }), putBack);

	const offerExamplesUndo = (onUndo: () => void) => offer(t("examples.cleared"), onUndo);

	/** A queued edit met an edit of the same field made elsewhere: the later one stays; Undo restores the other. */
	const offerConflictUndo = (
		{ task, conflicts }: ConflictReport,
		edit: (task: PageTask, fields: Partial<PageTask>, edited: TaskEdit) => unknown,
	) => {
		const other = Object.fromEntries(conflicts.map((conflict) => [conflict.field, conflict.other]));
		offer(
			t("changeQueue.conflict", { title: task.title }),
			() => void edit(task, other as Partial<PageTask>, other as TaskEdit),
			10_000,
		);
	};

	return { offerDeletionUndo, offerMoveUndo, offerBoardMoveUndo, offerExamplesUndo, offerConflictUndo };
}
