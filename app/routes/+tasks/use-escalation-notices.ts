import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "#app/components/ui/toast.tsx";
import type { PageTask } from "#app/lib/page-task.ts";
import type { CardLabels } from "./card-labels.ts";
import { nowParts } from "./now-context.ts";
import type { TaskActions } from "./use-task-actions.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Tells the person once, in a toast with Undo, about each task the urgency rule moved (ADR 0032), when the page
 * learns of it: loaded with the page or carried by live sync. Only a move of today or yesterday is news; Undo moves
 * the task back, which pins it there. Announced moves are remembered in this browser (local storage). The code that
 * announces loads only when there is a move to announce.
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
		let isCurrent = true;
		import("./announce-escalations.ts").then(
			({ announceEscalations }) => {
				if (isCurrent) announceEscalations({ fresh, today, actions, labels, t, toast });
			},
			() => {
				// Offline before the code came: the moves are announced on a later load.
			},
		);
		return () => {
			isCurrent = false;
		};
	}, [tasks, actions, labels, t, toast]);
}
