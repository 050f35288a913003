import type { TFunction } from "i18next";
import type { useToast } from "#app/components/ui/toast.tsx";
import { type Mutation, mutate } from "#app/lib/change-queue/queue-change.ts";
import type { PageTask } from "#app/lib/page-task.ts";
import type { TaskChange, TaskStore } from "#app/lib/task-store.ts";
import type { Locale, Quadrant } from "#core/constants.ts";
import type { MutationName } from "#core/mutations/mutations.ts";
import type { Plan } from "#core/plans/plan-name.ts";
import { refusalToast } from "./refusal-toast.ts";

export type UpgradeReason = "plan_limit" | "pro_required";

export type TaskActionOptions = {
	store: TaskStore;
	/** Whose changes: each user's unsent changes are kept apart. */
	userId: string;
	/** Where new tasks go unless the person chose another board ("Show everything" asks). */
	defaultBoardId: string;
	isShowingEverything: boolean;
	plan: Plan;
	freeTasksPerQuadrant: number;
	onUpgradeNeeded: (reason: UpgradeReason) => void;
};

/** What every task action is made with: the page's options, its translations and toasts, and the two steps below. */
export type ActionKit = TaskActionOptions & {
	t: TFunction;
	toast: ReturnType<typeof useToast>;
	locale: Locale;
	/**
	 * Keeps the change on this device and sends it after the ones before it (ADR 0034): offline it waits, on screen,
	 * until the network is back. `shown` is what the screen shows meanwhile, kept with it for a reload.
	 */
	send: <Name extends MutationName>(change: Mutation<Name>) => Promise<unknown>;
	/** Shows `change` at once, sends `request`, settles with the answer or rolls back with a message; true when done. */
	run: <T>(change: TaskChange, request: () => Promise<T>, settle: (result: T) => TaskChange) => Promise<boolean>;
	onRefused: (error: unknown) => void;
};

export function actionKit(options: TaskActionOptions, t: TFunction, toast: ActionKit["toast"], locale: Locale) {
	const onRefused = refusalToast({ t, toast, locale, onUpgradeNeeded: options.onUpgradeNeeded });
	const kit: ActionKit = {
		...options,
		t,
		toast,
		locale,
		send: (change) => mutate(options.userId, locale, change),
		run: (change, request, settle) =>
			options.store.apply(change, request, settle).then(
				() => true,
				(error: unknown) => {
					onRefused(error);
					return false;
				},
			),
		onRefused,
	};
	return kit;
}

/** The tasks of one quadrant of one board: the unit the order and the Free limit apply to. */
export const columnOf = (tasks: PageTask[], boardId: string, quadrant: Quadrant, exceptId?: string) =>
	tasks.filter((task) => task.boardId === boardId && task.quadrant === quadrant && task.id !== exceptId);
