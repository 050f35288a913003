import type { TaskView } from "#core/tasks/task-view.ts";

type Change = (tasks: TaskView[]) => TaskView[];

/**
 * The page's one copy of its tasks. What the server confirmed is kept apart from the changes still in flight,
 * which are replayed on top of it: a refused change simply drops out (its rollback), and changes confirmed
 * out of order never undo one another. Live updates (a later issue) will patch `confirmed` the same way.
 */
export class TaskStore {
	#confirmed: TaskView[];
	#pending: Change[] = [];
	#snapshot: TaskView[];
	#listeners = new Set<() => void>();

	constructor(tasks: TaskView[]) {
		this.#confirmed = sortByPosition(tasks);
		this.#snapshot = this.#confirmed;
	}

	subscribe = (listener: () => void) => {
		this.#listeners.add(listener);
		return () => this.#listeners.delete(listener);
	};

	getSnapshot = () => this.#snapshot;

	/** The server's full list (a reload of the page's data); changes in flight stay on top. */
	reset(tasks: TaskView[]) {
		this.#confirmed = sortByPosition(tasks);
		this.#publish();
	}

	/**
	 * Shows `change` at once and sends `request`. On success the server's answer replaces the guess (`settle`);
	 * on refusal the change disappears and the error is rethrown for the caller to explain.
	 */
	async apply<T>(change: Change, request: () => Promise<T>, settle: (result: T) => Change): Promise<T> {
		// Wrapped so the same function applied twice is still two entries.
		const entry: Change = (tasks) => change(tasks);
		this.#pending.push(entry);
		this.#publish();
		try {
			const result = await request();
			this.#confirmed = sortByPosition(settle(result)(this.#confirmed));
			return result;
		} finally {
			this.#pending = this.#pending.filter((pending) => pending !== entry);
			this.#publish();
		}
	}

	#publish() {
		this.#snapshot = sortByPosition(this.#pending.reduce((tasks, pending) => pending(tasks), this.#confirmed));
		for (const listener of this.#listeners) listener();
	}
}

/** Adds the task, or replaces the one with the same id unless that one is newer (answers can arrive late). */
export const upsert =
	(task: TaskView): Change =>
	(tasks) =>
		tasks.some((existing) => existing.id === task.id)
			? tasks.map((existing) => (existing.id === task.id && existing.version <= task.version ? task : existing))
			: [...tasks, task];

export const without =
	(ids: ReadonlySet<string>): Change =>
	(tasks) =>
		tasks.filter((task) => !ids.has(task.id));

export const patch =
	(id: string, fields: Partial<TaskView>): Change =>
	(tasks) =>
		tasks.map((task) => (task.id === id ? { ...task, ...fields } : task));

// Byte-wise, like the server's "C" collation, so both sides agree on the order.
const sortByPosition = (tasks: TaskView[]) =>
	[...tasks].sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));
