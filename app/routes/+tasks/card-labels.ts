import type { TFunction } from "i18next";

const TITLE_SLOT = "\u0000title\u0000";

/**
 * Every text a task card shows, translated once per render of the board rather than once per card: a board
 * holds hundreds of cards, and i18next lookups were most of the server's time to render them.
 */
export function cardLabels(t: TFunction) {
	const withTitle = (text: string) => (title: string) => text.replace(TITLE_SLOT, title);
	return {
		roleDescription: t("dnd.card"),
		markDone: withTitle(t("matrix.markDone", { title: TITLE_SLOT })),
		actions: withTitle(t("matrix.taskActions", { title: TITLE_SLOT })),
		priority: { high: t("task.priority.high"), medium: t("task.priority.medium"), low: t("task.priority.low") },
		status: { todo: t("task.status.todo"), inProgress: t("task.status.inProgress"), done: t("task.status.done") },
		completedBadge: t("matrix.completedBadge"),
		isSelected: t("matrix.isSelected"),
		overdue: t("matrix.overdue"),
	};
}

export type CardLabels = ReturnType<typeof cardLabels>;
