import type { TFunction } from "i18next";
import type { useToast } from "#app/components/ui/toast.tsx";
import type { PageTask } from "#app/lib/page-task.ts";
import { URGENCY_ANNOUNCED_STORAGE_KEY } from "#core/constants.ts";
import { daysUntilDue, quadrantBeforeEscalation } from "#core/tasks/urgency-rule.ts";
import type { CardLabels } from "./card-labels.ts";
import type { TaskActions } from "./use-task-actions.ts";

/** The escalations this browser announced, "id@date"; the newest kept, so the list stays small. */
const MAX_REMEMBERED = 200;

function readAnnounced(): string[] {
	try {
		return JSON.parse(localStorage.getItem(URGENCY_ANNOUNCED_STORAGE_KEY) ?? "[]") as string[];
	} catch {
		return [];
	}
}

type Options = {
	/** Tasks the rule moved today or yesterday, still open. */
	fresh: PageTask[];
	today: string;
	actions: TaskActions;
	labels: CardLabels;
	t: TFunction;
	toast: ReturnType<typeof useToast>;
};

/** A toast with Undo for each move not yet announced in this browser (local storage remembers them). */
export function announceEscalations({ fresh, today, actions, labels, t, toast }: Options) {
	const announced = readAnnounced();
	const news = fresh.filter((task) => !announced.includes(`${task.id}@${task.escalatedOn}`));
	if (news.length === 0) return;
	try {
		const keys = [...announced, ...news.map((task) => `${task.id}@${task.escalatedOn}`)];
		localStorage.setItem(URGENCY_ANNOUNCED_STORAGE_KEY, JSON.stringify(keys.slice(-MAX_REMEMBERED)));
	} catch {
		// Storage may be unavailable (private mode): the move is then announced again on the next load.
	}
	for (const task of news) {
		const from = quadrantBeforeEscalation(task.quadrant);
		if (!from || task.dueDate === null) continue;
		toast.show({
			title: t("matrix.escalated", { title: task.title, quadrant: t(`quadrants.${task.quadrant}.name`) }),
			description: labels.dueIn(daysUntilDue({ today, dueDate: task.dueDate })),
			actionLabel: t("matrix.undo"),
			onAction: () => void actions.move(task, from, null),
			durationMs: 10_000,
			closeLabel: t("common.close"),
		});
	}
}
