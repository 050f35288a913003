import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "#app/components/ui/toast.tsx";
import { ApiError, NetworkError } from "#app/lib/api-client.ts";
import { changeQueueFor } from "#app/lib/change-queue/browser-queue.ts";
import { QueueFullError } from "#app/lib/change-queue/change-queue.ts";
import { type Mutation, mutate } from "#app/lib/change-queue/queue-change.ts";
import type { ConflictReport } from "#app/lib/change-queue/queue-status.ts";
import { isTaskShown, type Shown } from "#app/lib/change-queue/queued-change.ts";
import { changeOf, settleOf } from "#app/lib/change-queue/shown-change.ts";
import type { PageTask } from "#app/lib/page-task.ts";
import type { TaskChange, TaskStore } from "#app/lib/task-store.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { type Locale, MAX_QUEUED_CHANGES, type Quadrant } from "#core/constants.ts";
import type { MutationArgs, MutationName } from "#core/mutations/mutations.ts";
import { quadrantEntryRefusal } from "#core/plans/plan-gates.ts";
import type { Plan } from "#core/plans/plan-name.ts";
import type { TaskFields } from "#core/tasks/task-view.ts";
import { NEW_TASK } from "./new-task.ts";

export type UpgradeReason = "plan_limit" | "pro_required";

type Options = {
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

/** The removal of the tasks of one board, as a queued change shows it. */
const removalOf = (tasks: PageTask[], boardId: string): Shown => ({
	kind: "remove",
	ids: tasks.filter((task) => task.boardId === boardId).map(({ id }) => id),
});

/**
 * Where a task lands (fractional keys, about 1.3 KB compressed): loaded with the first change that places a task, not
 * with the page, to pay for the /matrix budget (ADR 0034). The worker keeps every asset, so it loads offline too; if
 * it cannot, the change is refused as one the network lost.
 */
let placement: Promise<typeof import("#core/tasks/placement.ts")> | undefined;
const loadPlacement = () =>
	(placement ??= import("#core/tasks/placement.ts").catch((failure: unknown) => {
		placement = undefined;
		throw new NetworkError(failure);
	}));

/** The tasks of one quadrant of one board: the unit the order and the Free limit apply to. */
const columnOf = (tasks: PageTask[], boardId: string, quadrant: Quadrant, exceptId?: string) =>
	tasks.filter((task) => task.boardId === boardId && task.quadrant === quadrant && task.id !== exceptId);

/**
 * Every change a view of the tasks makes: shown at once, sent through the JSON API with an idempotency key (so
 * the client's retries never apply twice), rolled back with a translated message when the server refuses. The
 * same object for as long as its inputs stay the same, so the cards that hold it need not re-render.
 */
export function useTaskActions(options: Options) {
	const { t } = useTranslation();
	const toast = useToast();
	const locale = useLocale();
	const { store, userId, defaultBoardId, isShowingEverything, plan, freeTasksPerQuadrant, onUpgradeNeeded } = options;
	return useMemo(
		() =>
			taskActions(
				{ store, userId, defaultBoardId, isShowingEverything, plan, freeTasksPerQuadrant, onUpgradeNeeded },
				t,
				toast,
				locale,
			),
		[store, userId, defaultBoardId, isShowingEverything, plan, freeTasksPerQuadrant, onUpgradeNeeded, t, toast, locale],
	);
}

function taskActions(
	{ store, userId, defaultBoardId, isShowingEverything, plan, freeTasksPerQuadrant, onUpgradeNeeded }: Options,
	t: TFunction,
	toast: ReturnType<typeof useToast>,
	locale: Locale,
) {
	/**
	 * Keeps the change on this device and sends it after the ones before it (ADR 0034): offline it waits, on screen,
	 * until the network is back. `shown` is what the screen shows meanwhile, kept with it for a reload.
	 */
	const send = <Name extends MutationName>(change: Mutation<Name>) => mutate(userId, locale, change);

	const onRefused = (error: unknown) => {
		if (error instanceof ApiError && (error.code === "plan_limit" || error.code === "pro_required")) {
			onUpgradeNeeded(error.code);
			return;
		}
		if (error instanceof ApiError && error.status === 401) return;
		toast.show({
			tone: "error",
			title: t("matrix.changeUndone"),
			description:
				error instanceof QueueFullError
					? t("changeQueue.full", { limit: MAX_QUEUED_CHANGES.toLocaleString(locale) })
					: !(error instanceof ApiError)
						? t("matrix.offline")
						: error.status === 404
							? t("editor.deletedElsewhere")
							: error.message || t("matrix.offline"),
			closeLabel: t("common.close"),
		});
	};

	const run = <T>(change: TaskChange, request: () => Promise<T>, settle: (result: T) => TaskChange) =>
		store.apply(change, request, settle).then(
			() => true,
			(error: unknown) => {
				onRefused(error);
				return false;
			},
		);

	/**
	 * The plan's gate, asked early only to open the prompt at once; the server's answer is what counts. Examples take
	 * no room, wherever they are or go.
	 */
	const hasRoom = (quadrant: Quadrant, boardId = defaultBoardId, movingId?: string) =>
		store.getSnapshot().find(({ id }) => id === movingId)?.isExample === true ||
		quadrantEntryRefusal(plan, {
			tasksInQuadrant: columnOf(store.getSnapshot(), boardId, quadrant, movingId).filter((task) => !task.isExample)
				.length,
			freeTasksPerQuadrant,
		}) === null;
	const noRoom = () => {
		onUpgradeNeeded("plan_limit");
		return Promise.resolve(false);
	};
	/** The column is read once the code is here, so changes made in a row each see the ones before. */
	const positionFor = async (boardId: string, quadrant: Quadrant, beforeId: string | null, movingId?: string) =>
		(await loadPlacement()).positionBefore(columnOf(store.getSnapshot(), boardId, quadrant, movingId), beforeId);
	/** Runs a change that places a task; the placement code failing to load refuses it as the network would. */
	const placing = (place: () => Promise<boolean>) =>
		place().catch((error: unknown) => {
			onRefused(error);
			return false;
		});

	const add = (
		fields: Partial<TaskFields> & { title: string; quadrant: Quadrant; boardId?: string },
		beforeId: string | null = null,
	) => {
		const boardId = fields.boardId ?? defaultBoardId;
		if (!hasRoom(fields.quadrant, boardId)) return noRoom();
		return placing(async () => {
			const position = await positionFor(boardId, fields.quadrant, beforeId);
			return create(draftOf(fields, boardId, position), beforeId);
		});
	};
	const draftOf = (
		fields: Partial<TaskFields> & { title: string; quadrant: Quadrant },
		boardId: string,
		position: string,
	): PageTask => ({
		id: crypto.randomUUID(),
		...NEW_TASK,
		...fields,
		boardId,
		position,
		isExample: false,
		escalatedOn: null,
		isPinned: false,
		version: 0,
	});

	/** Shows the task at once and creates it with the same id, before `beforeId` (null: at the end). */
	const create = (task: PageTask, beforeId: string | null) => {
		const { id, title, description, status, priority, dueDate, dueTime, repeat, quadrant, boardId } = task;
		const args = {
			id,
			title,
			description,
			status,
			priority,
			dueDate,
			dueTime,
			repeat,
			quadrant,
			boardId,
			before: beforeId,
		};
		const shown: Shown = { kind: "upsert", tasks: [task] };
		return run(changeOf(shown), () => send({ name: "task.create", args, shown }), settleOf(shown));
	};

	/** Shows `fields` on the task at once and sends the edit `edited`; the answer replaces the guess. */
	const edit = (task: PageTask, fields: Partial<PageTask>, edited: Omit<MutationArgs<"task.update">, "id">) => {
		const shown: Shown = { kind: "patch", id: task.id, fields };
		// An edit of a task the server has names the version it was made on: if the task changed elsewhere meanwhile,
		// the server refuses it and the queue merges it field by field (ADR 0034), comparing with `base`.
		const isSaved = task.version > 0;
		const base = isSaved
			? Object.fromEntries(Object.keys(edited).map((key) => [key, task[key as keyof PageTask]]))
			: undefined;
		const args = { id: task.id, ...edited, ...(isSaved ? { version: task.version } : {}) };
		return run(
			changeOf(shown),
			() => send({ name: "task.update", args, shown, baseVersion: task.version, ...(base ? { base } : {}) }),
			settleOf(shown),
		);
	};

	const move = (task: PageTask, quadrant: Quadrant, beforeId: string | null) => {
		if (quadrant !== task.quadrant && !hasRoom(quadrant, task.boardId, task.id)) return noRoom();
		// In "Show everything", a task keeps its board: it can only go before a task of the same board.
		const before = store.getSnapshot().find(({ id }) => id === beforeId);
		const target = before && before.boardId !== task.boardId ? null : beforeId;
		return placing(async () => {
			const position = await positionFor(task.boardId, quadrant, target, task.id);
			const shown: Shown = { kind: "patch", id: task.id, fields: { quadrant, position } };
			const args = { id: task.id, quadrant, before: target };
			return run(
				changeOf(shown),
				() => send({ name: "task.move", args, shown, baseVersion: task.version }),
				settleOf(shown),
			);
		});
	};

	/** To the end of the same quadrant on another board; out of view unless everything is shown. */
	const moveToBoard = (task: PageTask, boardId: string) => {
		const shown: Shown = isShowingEverything
			? { kind: "patch", id: task.id, fields: { boardId } }
			: { kind: "remove", ids: [task.id] };
		const args = { id: task.id, quadrant: task.quadrant, before: null, boardId };
		return run(
			changeOf(shown),
			() => send({ name: "task.move", args, shown, baseVersion: task.version }),
			settleOf(shown),
		);
	};

	/** One request: a new quadrant puts the task at the end of it, as the server does, within the plan's limit. */
	const update = (task: PageTask, values: TaskFields) => {
		// Only the fields the person changed: one carried along as shown could be an earlier change of this device still
		// waiting to be sent, and would overwrite what another device has changed since, unseen (ADR 0034).
		const changed: Partial<TaskFields> = Object.fromEntries(
			Object.entries(values).filter(
				([field, value]) => JSON.stringify(value) !== JSON.stringify(task[field as keyof TaskFields]),
			),
		);
		if (Object.keys(changed).length === 0) return Promise.resolve(true);
		const quadrant = changed.quadrant;
		if (quadrant && !hasRoom(quadrant, task.boardId, task.id)) return noRoom();
		if (!quadrant) return edit(task, changed, changed);
		return placing(async () => {
			const position = await positionFor(task.boardId, quadrant, null, task.id);
			return edit(task, { ...changed, position }, changed);
		});
	};

	const setDone = (task: PageTask, isDone: boolean) => {
		const status = isDone ? "done" : "todo";
		return edit(task, { status }, { status });
	};

	/** "Skip this one" of a repeating task: the server moves its due date to the rule's next date, shown when it answers. */
	const skipOccurrence = (task: PageTask) => {
		const shown: Shown = { kind: "none" };
		const args = { id: task.id, version: task.version };
		return run(
			changeOf(shown),
			() => send({ name: "task.skip", args, shown, baseVersion: task.version }),
			settleOf(shown),
		);
	};

	const stopRepeating = (task: PageTask) => edit(task, { repeat: null }, { repeat: null });

	/** "Unpin": the urgency rule may move the task again (ADR 0032). */
	const unpin = (task: PageTask) => edit(task, { isPinned: false }, { isPinned: false });

	/** Puts deleted tasks back where they were (same ids, same fields, before the same neighbour). */
	const restore = async (removed: { task: PageTask; beforeId: string | null }[]) => {
		// Each is shown at once, so the next one finds its neighbour on screen; offline, none waits for the one before.
		const created: Promise<boolean>[] = [];
		for (const { task, beforeId } of removed) {
			const present = new Set(store.getSnapshot().map(({ id }) => id));
			created.push(create(task, beforeId && present.has(beforeId) ? beforeId : null));
		}
		await Promise.all(created);
	};

	const offerUndo = (removed: { task: PageTask; beforeId: string | null }[]) =>
		toast.show({
			title:
				removed.length === 1
					? t("matrix.deleted", { title: removed[0]?.task.title })
					: t("matrix.deletedMany", { count: removed.length }),
			actionLabel: t("matrix.undo"),
			onAction: () => void restore(removed),
			durationMs: 5000,
			closeLabel: t("common.close"),
		});

	/** What follows each task now, so an undo can put it back in its place. */
	const withNeighbours = (tasks: PageTask[]) => {
		const all = store.getSnapshot();
		const ids = new Set(tasks.map(({ id }) => id));
		return tasks.map((task) => {
			const column = columnOf(all, task.boardId, task.quadrant);
			const next = column.slice(column.findIndex(({ id }) => id === task.id) + 1).find(({ id }) => !ids.has(id));
			return { task, beforeId: next?.id ?? null };
		});
	};

	const remove = async (tasks: PageTask[]) => {
		const removed = withNeighbours(tasks);
		const ids = new Set(tasks.map(({ id }) => id));
		const shown: Shown = { kind: "remove", ids: [...ids] };
		const isDeleted = await run(
			changeOf(shown),
			() =>
				Promise.all(
					tasks.map((task) =>
						send({
							name: "task.delete",
							args: { id: task.id },
							shown: { kind: "remove", ids: [task.id] },
							baseVersion: task.version,
						}),
					),
				),
			settleOf(shown),
		);
		if (isDeleted) offerUndo(removed);
	};

	/** Every task of a quadrant, on the board shown (or on each board, in "Show everything"). */
	const removeQuadrant = async (quadrant: Quadrant) => {
		const tasks = store.getSnapshot().filter((task) => task.quadrant === quadrant);
		const ids = new Set(tasks.map(({ id }) => id));
		const boardIds = [...new Set(tasks.map((task) => task.boardId))];
		const shown: Shown = { kind: "remove", ids: [...ids] };
		const isDeleted = await run(
			changeOf(shown),
			() =>
				Promise.all(
					boardIds.map((boardId) =>
						send({ name: "task.deleteQuadrant", args: { boardId, quadrant }, shown: removalOf(tasks, boardId) }),
					),
				),
			settleOf(shown),
		);
		if (isDeleted && tasks.length > 0) offerUndo(tasks.map((task) => ({ task, beforeId: null })));
	};

	/** Puts cleared examples back, still examples, each board's in one request (the server's restore of them). */
	const restoreExamples = (removed: Removed[]) => {
		const boardIds = [...new Set(removed.map(({ task }) => task.boardId))];
		const bodyOf = ({ task, beforeId }: Removed) => {
			const { id, title, description, status, priority, dueDate, dueTime, quadrant } = task;
			return { id, title, description, status, priority, dueDate, dueTime, quadrant, before: beforeId };
		};
		const shown: Shown = { kind: "upsert", tasks: removed.map(({ task }) => task) };
		return run(
			changeOf(shown),
			() =>
				Promise.all(
					boardIds.map((boardId) => {
						const ofBoard = removed.filter(({ task }) => task.boardId === boardId);
						const shownOfBoard: Shown = { kind: "upsert", tasks: ofBoard.map(({ task }) => task) };
						const args = { id: boardId, tasks: ofBoard.map(bodyOf) };
						return send({ name: "examples.restore", args, shown: shownOfBoard });
					}),
				),
			(answers) => (tasks) => answers.reduce<PageTask[]>((all, answer) => settleOf(shown)(answer)(all), tasks),
		);
	};

	/** "Clear the examples" of every board shown, in one action; the toast offers to put them back. */
	const clearExamples = async () => {
		const examples = store.getSnapshot().filter((task) => task.isExample);
		if (examples.length === 0) return;
		const removed = withNeighbours(examples);
		const ids = new Set(examples.map(({ id }) => id));
		const boardIds = [...new Set(examples.map((task) => task.boardId))];
		const shown: Shown = { kind: "remove", ids: [...ids] };
		const isCleared = await run(
			changeOf(shown),
			() =>
				Promise.all(
					boardIds.map((boardId) =>
						send({ name: "examples.clear", args: { id: boardId }, shown: removalOf(examples, boardId) }),
					),
				),
			settleOf(shown),
		);
		if (!isCleared) return;
		toast.show({
			title: t("examples.cleared"),
			actionLabel: t("matrix.undo"),
			onAction: () => void restoreExamples(removed),
			durationMs: 5000,
			closeLabel: t("common.close"),
		});
	};

	/** A queued edit met an edit of the same field made elsewhere: the later one stays; Undo restores the other. */
	const offerConflictUndo = ({ task, conflicts }: ConflictReport) => {
		const other = Object.fromEntries(conflicts.map((conflict) => [conflict.field, conflict.other]));
		toast.show({
			title: t("changeQueue.conflict", { title: task.title }),
			actionLabel: t("matrix.undo"),
			onAction: () => void edit(task, other as Partial<PageTask>, other as Omit<MutationArgs<"task.update">, "id">),
			durationMs: 10_000,
			closeLabel: t("common.close"),
		});
	};

	/** Shows the changes a reload found still unsent, as they were shown when made, and sends them. */
	const replayQueued = async () => {
		const queue = changeQueueFor(userId, locale);
		for (const { id, change } of await queue.load()) {
			// Boards, view options and settings are shown by their own views (queue-change.ts).
			if (!isTaskShown(change.shown)) continue;
			void run(changeOf(change.shown), () => queue.wait(id, change), settleOf(change.shown));
		}
		await queue.flush();
	};

	return {
		replayQueued,
		offerConflictUndo,
		add,
		move,
		moveToBoard,
		update,
		setDone,
		skipOccurrence,
		stopRepeating,
		unpin,
		remove,
		removeQuadrant,
		clearExamples,
		hasRoom,
	};
}

export type TaskActions = ReturnType<typeof taskActions>;

/** A deleted task and the one it was before, for Undo. */
type Removed = { task: PageTask; beforeId: string | null };
