import type { TFunction } from "i18next";
import type { Locale } from "#core/constants.ts";
import type { TaskView } from "#core/tasks/task-view.ts";
import type { describeRepeat } from "./repeat-description.ts";

const TITLE_SLOT = "\u0000title\u0000";

/**
 * Every text a task card shows, translated once per render of the board rather than once per card: a board
 * holds hundreds of cards, and i18next lookups were most of the server's time to render them.
 */
export function cardLabels(
	t: TFunction,
	locale: Locale,
	/** The rules of the tasks the page loaded with, described by the server (the same words on both sides). */
	repeatLabels: Readonly<Record<string, string>> = {},
	/** For rules that came later (live sync), loaded once one does (repeat-description.ts); null until then. */
	describe: typeof describeRepeat | null = null,
) {
	const withTitle = (text: string) => (title: string) => text.replace(TITLE_SLOT, title);
	const example = t("examples.badge");
	const priority = { high: t("task.priority.high"), medium: t("task.priority.medium"), low: t("task.priority.low") };
	const status = { todo: t("task.status.todo"), inProgress: t("task.status.inProgress"), done: t("task.status.done") };
	const separator = t("matrix.factSeparator");
	// A handful of combinations for the hundreds of cards of a board: each string is made once.
	const facts = new Map<string, string>();
	const repeats = new Map<string, string | null>();
	return {
		roleDescription: t("dnd.card"),
		markDone: withTitle(t("matrix.markDone", { title: TITLE_SLOT })),
		actions: withTitle(t("matrix.taskActions", { title: TITLE_SLOT })),
		example,
		priority,
		status,
		/**
		 * What the card's name says after its title: example or not, its priority and its status, the defaults too
		 * (the card shows only the values that are not).
		 */
		factsOf: (task: Pick<TaskView, "isExample" | "priority" | "status">) => {
			const key = `${task.isExample}|${task.priority}|${task.status}`;
			let text = facts.get(key);
			if (text === undefined) {
				text = [...(task.isExample ? [example] : []), priority[task.priority], status[task.status]].join(separator);
				facts.set(key, text);
			}
			return text;
		},
		/** The accessible name of a repeating card's icon: its rule in words (each rule described once). */
		repeatOf: (repeat: string) => {
			const known = repeatLabels[repeat];
			if (known !== undefined || describe === null) return known ?? null;
			let text = repeats.get(repeat);
			if (text === undefined) {
				text = describe(repeat, t, locale);
				repeats.set(repeat, text);
			}
			return text;
		},
		completedBadge: t("matrix.completedBadge"),
		isSelected: t("matrix.isSelected"),
		overdue: t("matrix.overdue"),
		/** Why the urgency rule moved a card: days until its due date on the user's clock, overdue below zero. */
		dueIn: (days: number) =>
			days < 0 ? t("matrix.overdue") : days === 0 ? t("matrix.dueToday") : t("matrix.dueInDays", { count: days }),
		pinned: t("matrix.pinned"),
		/** The accessible name of a card's checklist progress: "2 of 5 items done". */
		checklistOf: (done: number, total: number) => t("checklist.progress", { done, total }),
		nextItem: withTitle(t("checklist.next", { title: TITLE_SLOT })),
	};
}

export type CardLabels = ReturnType<typeof cardLabels>;
