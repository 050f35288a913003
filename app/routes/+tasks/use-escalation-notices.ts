import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "#app/components/ui/toast.tsx";
import type { PageTask } from "#app/lib/page-task.ts";
import { URGENCY_ANNOUNCED_STORAGE_KEY } from "#core/constants.ts";
import { daysUntilDue, quadrantBeforeEscalation } from "#core/tasks/urgency-rule.ts";
import type { CardLabels } from "./card-labels.ts";
import { nowParts } from "./now-context.ts";
import type { TaskActions } from "./use-task-actions.ts";

/** The escalations this browser announced, "id@date"; the newest kept, so the list stays small. */
const MAX_REMEMBERED = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

function readAnnounced(): string[] {
	try {
		return JSON.parse(localStorage.getItem(URGENCY_ANNOUNCED_STORAGE_KEY) ?? "[]") as string[];
	} catch {
		return [];
	}
}

/**
 * Tells the person once, in a toast with Undo, about each task the urgency rule moved (ADR 0032), when the page
 * learns of it: loaded with the page or carried by live sync. Only a move of today or yesterday is news; Undo moves
 * the task back, which pins it there. Announced moves are remembered in this browser (local storage).
 */
export function useEscalationNotices(tasks: PageTask[], actions: TaskActions, labels: CardLabels) {
	const { t } = useTranslation();
	const toast = useToast();
	useEffect(() => {
		const today = nowParts().date;
		const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
		const fresh = tasks.filter(
			(task) =>
				task.escalatedOn !== null &&
				task.escalatedOn >= yesterday &&
				!task.isPinned &&
				task.status !== "done" &&
				task.dueDate !== null,
		);
		if (fresh.length === 0) return;
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
	}, [tasks, actions, labels, t, toast]);
}
