import type { PageTask } from "#app/lib/page-task.ts";

export type TaskChange = (tasks: PageTask[]) => PageTask[];
type Change = TaskChange;

/**
 * The page's one copy of its tasks. What the server confirmed is kept apart from the changes still in flight,
 * which are replayed on top of it: a refused change simply drops out (its rollback), and changes confirmed
 * out of order never undo one another. Live updates patch `confirmed` the same way (`receive`, `receiveRemoval`).
 */
export class TaskStore {
	#confirmed: PageTask[];
	#pending: Change[] = [];
	#snapshot: PageTask[];
	#listeners = new Set<() => void>();
	/** The board shown, or null for "Show everything": a live task of another board does not belong here. */
	#boardId: string | null;
	/**
	 * Deleted tasks, each with the count of deletions received when it was: an answer to a request that was in flight
	 * at the deletion must not bring the task back. (Undo creates it again with the same id, from then on.)
	 */
	#removed = new Map<string, number>();
	#removals = 0;

	constructor(tasks: PageTask[], boardId: string | null = null) {
		this.#boardId = boardId;
		this.#confirmed = sortByPosition(tasks.map(withChecklist));
		this.#snapshot = this.#confirmed;
	}

	subscribe = (listener: () => void) => {
		this.#listeners.add(listener);
		return () => this.#listeners.delete(listener);
	};

	getSnapshot = () => this.#snapshot;

	/** The server's full list (a reload of the page's data, maybe of another board); changes in flight stay on top. */
	reset(tasks: PageTask[], boardId: string | null = this.#boardId) {
		this.#boardId = boardId;
		this.#confirmed = sortByPosition(tasks.map(withChecklist));
		this.#publish();
	}

	/**
	 * A task as the live stream says it is now. One that is not newer than the copy held changes nothing (the tab's
	 * own changes come back this way after their answer, and must not flicker); one of another board leaves the page.
	 */
	receive(task: PageTask) {
		// The stream is in order: a task after its deletion was created again (an undo).
		this.#removed.delete(task.id);
		if (this.#boardId !== null && task.boardId !== this.#boardId) {
			this.#drop(task.id);
			return;
		}
		const held = this.#confirmed.find(({ id }) => id === task.id);
		if (held && held.version >= task.version) return;
		this.#confirmed = sortByPosition(upsert(task)(this.#confirmed));
		this.#publish();
	}

	/** A task deleted elsewhere (or here: its event comes back too). */
	receiveRemoval(id: string) {
		this.#removed.set(id, this.#removals++);
		this.#drop(id);
	}

	/** Whether the task was deleted since the page loaded (an open editor says so). */
	isRemoved(id: string) {
		return this.#removed.has(id);
	}

	/**
	 * Shows `change` at once and sends `request`. On success the server's answer replaces the guess (`settle`);
	 * on refusal the change disappears and the error is rethrown for the caller to explain.
	 */
	async apply<T>(change: Change, request: () => Promise<T>, settle: (result: T) => Change): Promise<T> {
		// Wrapped so the same function applied twice is still two entries.
		const entry: Change = (tasks) => change(tasks);
		const removalsBefore = this.#removals;
		this.#pending.push(entry);
		this.#publish();
		try {
			const result = await request();
			this.#confirmed = sortByPosition(this.#removedSince(removalsBefore)(settle(result)(this.#confirmed)));
			return result;
		} finally {
			this.#pending = this.#pending.filter((pending) => pending !== entry);
			this.#publish();
		}
	}

	#drop(id: string) {
		if (!this.#confirmed.some((task) => task.id === id)) return;
		this.#confirmed = this.#confirmed.filter((task) => task.id !== id);
		this.#publish();
	}

	/** Drops the tasks whose deletion was received after `removals` deletions. */
	#removedSince(removals: number): Change {
		return (tasks) => tasks.filter((task) => (this.#removed.get(task.id) ?? -1) < removals);
	}

	#publish() {
		this.#snapshot = sortByPosition(this.#pending.reduce((tasks, pending) => pending(tasks), this.#confirmed));
		for (const listener of this.#listeners) listener();
	}
}

/**
 * A task without a checklist (a copy kept offline or a change queued by a build before checklists, an answer of a
 * server not yet updated) has an empty one: every task the store holds has one.
 */
const withChecklist = (task: PageTask): PageTask => (Array.isArray(task.checklist) ? task : { ...task, checklist: [] });

/** Adds the task, or replaces the one with the same id unless that one is newer (answers can arrive late). */
export const upsert =
	(answered: PageTask): Change =>
	(tasks) => {
		const task = withChecklist(answered);
		return tasks.some((existing) => existing.id === task.id)
			? tasks.map((existing) => (existing.id === task.id && existing.version <= task.version ? task : existing))
			: [...tasks, task];
	};

export const without =
	(ids: ReadonlySet<string>): Change =>
	(tasks) =>
		tasks.filter((task) => !ids.has(task.id));

export const patch =
	(id: string, fields: Partial<PageTask>): Change =>
	(tasks) =>
		tasks.map((task) => (task.id === id ? { ...task, ...fields } : task));

// Byte-wise, like the server's "C" collation, so both sides agree on the order.
const sortByPosition = (tasks: PageTask[]) =>
	[...tasks].sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));
