import { MAX_QUEUED_CHANGES, QUEUE_RETRY_DELAYS_MS } from "#core/constants.ts";
import { parseQueuedChange, type QueuedChange } from "./queued-change.ts";

/** Where the queue keeps its entries (IndexedDB in the browser): ids sort in the order the changes were made. */
export type QueueStorage = {
	entries: () => Promise<Array<[string, unknown]>>;
	put: (id: string, change: QueuedChange) => Promise<void>;
	remove: (id: string) => Promise<void>;
};

export type QueueStatus = { count: number; isStorageUnavailable: boolean };

/** The queue holds MAX_QUEUED_CHANGES already: the new change is refused rather than an old one dropped. */
export class QueueFullError extends Error {
	constructor() {
		super("queue_full");
		this.name = "QueueFullError";
	}
}

type Options = {
	storage: QueueStorage;
	/** Sends one change; resolves with the server's answer. */
	send: (change: QueuedChange) => Promise<unknown>;
	/** Whether a failure leaves the change queued for later (the network was down) rather than refused. */
	isKept: (error: unknown) => boolean;
	onStatus: (status: QueueStatus) => void;
	log: (message: string) => void;
	/** Runs one flush alone among the user's tabs (Web Locks), so two tabs never send the same change at once. */
	exclusive?: (run: () => Promise<void>) => Promise<void>;
	isOnline?: () => boolean;
	schedule?: (run: () => void, ms: number) => void;
	now?: () => number;
};

type Waiter = {
	change: QueuedChange;
	resolve: (answer: unknown) => void;
	reject: (error: unknown) => void;
	/** The reads of the storage begun before it waited: a later read that misses it means another tab sent it. */
	reads: number;
};

type Entry = { id: string; change: QueuedChange };

const byId = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The changes not yet answered, kept in storage until the server has them, sent in the order they were made (ADR
 * 0034): those to different tasks side by side, those to the same task (or the same quadrant's order) one after the
 * other. A network failure keeps them and tries again later; a refusal drops the refused one only, and the
 * rest go on. Storage that cannot be written turns the queue into a plain sender (the app still works online).
 */
export class ChangeQueue {
	#options: Required<Options>;
	#waiters = new Map<string, Waiter>();
	#reads = 0;
	#count = 0;
	#isStorageUnavailable = false;
	/** The stored entries no mutation of this build can send, logged once each, and how many the last read found. */
	#unsendable = new Set<string>();
	#unsendableCount = 0;
	#isFlushing = false;
	#isFlushWanted = false;
	#isRetryScheduled = false;
	#retries = 0;
	#lastTime = 0;
	#counter = 0;
	#tab = Math.random().toString(36).slice(2, 8);

	constructor(options: Options) {
		this.#options = {
			...options,
			exclusive: options.exclusive ?? ((run) => run()),
			isOnline: options.isOnline ?? (() => true),
			schedule: options.schedule ?? ((run, ms) => void setTimeout(run, ms)),
			now: options.now ?? Date.now,
		};
	}

	get status(): QueueStatus {
		return { count: this.#count, isStorageUnavailable: this.#isStorageUnavailable };
	}

	/**
	 * The stored changes in order. A damaged entry is logged with its reason, removed and skipped; one this build cannot
	 * send is kept and counted in the status, but not among these.
	 */
	async load(): Promise<Entry[]> {
		return (await this.#read()).entries;
	}

	/**
	 * Keeps `change` and sends it after those before it. Resolves with the server's answer (undefined when another tab
	 * sent it), rejects with the refusal, or at once with QueueFullError when the queue is full.
	 */
	async submit(change: QueuedChange): Promise<unknown> {
		if (this.#isStorageUnavailable) return this.#options.send(change);
		if (this.#count >= MAX_QUEUED_CHANGES) throw new QueueFullError();
		const id = this.#nextId();
		const stored = this.#options.storage.put(id, change);
		// Nothing before it and online: sent at once, while it is being written (as fast as without a queue).
		if (!this.#isFlushing && this.#count === this.#unsendableCount && this.#options.isOnline())
			return this.#sendAtOnce(id, change, stored);
		try {
			await stored;
		} catch (error) {
			this.#becomeUnavailable(error);
			return this.#options.send(change);
		}
		this.#count++;
		this.#publish();
		const answer = this.wait(id, change);
		void this.flush();
		return answer;
	}

	/** Sends a change alone, later ones waiting behind it; one the network lost stays stored and waits like any. */
	async #sendAtOnce(id: string, change: QueuedChange, stored: Promise<void>): Promise<unknown> {
		this.#isFlushing = true;
		const isStored = stored.then(
			() => true,
			(error: unknown) => {
				this.#becomeUnavailable(error);
				return false;
			},
		);
		try {
			const answer = await this.#options.send(change);
			if (await isStored) await this.#forget(id, false);
			return answer;
		} catch (error) {
			if (!(await isStored)) throw error;
			if (!this.#options.isKept(error)) {
				await this.#forget(id, false);
				throw error;
			}
			this.#count++;
			this.#publish();
			this.#retryLater();
			return this.wait(id, change);
		} finally {
			this.#isFlushing = false;
			if (this.#isFlushWanted) void this.flush();
		}
	}

	/** The answer to the stored change `id` (one a reload found), as `submit` gives it. */
	wait(id: string, change: QueuedChange): Promise<unknown> {
		return new Promise((resolve, reject) => this.#waiters.set(id, { change, resolve, reject, reads: this.#reads }));
	}

	/** Sends what is stored, in order, until the network fails (then tries again later) or nothing is left. */
	async flush(): Promise<void> {
		if (this.#isFlushing) {
			this.#isFlushWanted = true;
			return;
		}
		this.#isFlushing = true;
		try {
			do {
				this.#isFlushWanted = false;
				await this.#options.exclusive(() => this.#sendStored());
			} while (this.#isFlushWanted);
		} finally {
			this.#isFlushing = false;
		}
	}

	async #sendStored() {
		const { entries, read } = await this.#read();
		if (this.#isStorageUnavailable) return this.#sendWaiting();
		const stored = new Set(entries.map(({ id }) => id));
		for (const [id, waiter] of this.#waiters) {
			// Sent by another tab since: live sync brings the result.
			if (waiter.reads < read && !stored.has(id)) this.#settle(id, (settled) => settled.resolve(undefined));
		}
		if (entries.length === 0) return;
		// Loaded only now (the page's first load has no room for it); offline it comes from the worker's copies.
		const later = await import("./side-by-side.ts").catch(() => undefined);
		const isKept =
			!this.#options.isOnline() || !later || (await later.sendSideBySide(entries, (entry) => this.#sendOne(entry)));
		if (!isKept) {
			this.#retries = 0;
			return;
		}
		void later?.sendWhenBackOnline(() => void this.flush());
		if (this.#options.isOnline()) this.#retryLater();
	}

	/** Sends one stored change and settles its waiter; answers whether the network kept it (the round stops then). */
	async #sendOne({ id, change }: Entry): Promise<boolean> {
		try {
			const answer = await this.#options.send(change);
			await this.#forget(id);
			this.#settle(id, (waiter) => waiter.resolve(answer));
		} catch (error) {
			if (this.#options.isKept(error)) return true;
			await this.#forget(id);
			this.#settle(id, (waiter) => waiter.reject(error));
		}
		return false;
	}

	/** Storage failed after changes were kept in it: the ones this tab still knows go now, as they would online. */
	async #sendWaiting() {
		for (const [id, waiter] of [...this.#waiters]) {
			this.#waiters.delete(id);
			await this.#options.send(waiter.change).then(waiter.resolve, waiter.reject);
		}
	}

	async #read(): Promise<{ entries: Entry[]; read: number }> {
		const read = ++this.#reads;
		let stored: Array<[string, unknown]>;
		try {
			stored = await this.#options.storage.entries();
		} catch (error) {
			this.#becomeUnavailable(error);
			return { entries: [], read };
		}
		const entries: Entry[] = [];
		let unsendable = 0;
		for (const [id, value] of [...stored].sort(byId)) {
			const parsed = parseQueuedChange(value);
			if ("problem" in parsed) {
				this.#options.log(`Skipped queued change ${id}: ${parsed.problem}`);
				await this.#options.storage.remove(id).catch(() => undefined);
				continue;
			}
			if ("unsendable" in parsed) {
				// Kept, and counted as unsent: a later build may know it, and signing out says it would be lost.
				unsendable++;
				if (!this.#unsendable.has(id)) this.#options.log(`Kept unsendable queued change ${id}: ${parsed.unsendable}`);
				this.#unsendable.add(id);
				continue;
			}
			// Stored by the build before the registry: written back in its new shape, so it is converted once.
			if (parsed.isConverted) await this.#options.storage.put(id, parsed.change).catch(() => undefined);
			entries.push({ id, change: parsed.change });
		}
		this.#unsendableCount = unsendable;
		this.#count = entries.length + unsendable;
		this.#publish();
		return { entries, read };
	}

	/** Out of storage, and out of the count unless it never was in it (a change sent at once). */
	async #forget(id: string, isCounted = true) {
		try {
			await this.#options.storage.remove(id);
		} catch (error) {
			// Sent again on a later flush: its idempotency key makes the server answer as before.
			this.#options.log(`Could not remove sent change ${id}: ${String(error)}`);
		}
		if (!isCounted) return;
		this.#count = Math.max(0, this.#count - 1);
		this.#publish();
	}

	#settle(id: string, settle: (waiter: Waiter) => void) {
		const waiter = this.#waiters.get(id);
		if (!waiter) return;
		this.#waiters.delete(id);
		settle(waiter);
	}

	#retryLater() {
		if (this.#isRetryScheduled) return;
		this.#isRetryScheduled = true;
		const delays = QUEUE_RETRY_DELAYS_MS;
		const delay = delays[Math.min(this.#retries, delays.length - 1)] ?? 30_000;
		this.#retries++;
		this.#options.schedule(() => {
			this.#isRetryScheduled = false;
			void this.flush();
		}, delay);
	}

	#becomeUnavailable(error: unknown) {
		if (!this.#isStorageUnavailable) this.#options.log(`Offline changes cannot be stored: ${String(error)}`);
		this.#isStorageUnavailable = true;
		this.#count = 0;
		this.#publish();
	}

	/** Sortable ids in the order changes are made here, with the tab's mark so two tabs never pick the same one. */
	#nextId() {
		const time = Math.max(this.#options.now(), this.#lastTime);
		this.#counter = time === this.#lastTime ? this.#counter + 1 : 0;
		this.#lastTime = time;
		return `${String(time).padStart(15, "0")}-${String(this.#counter).padStart(6, "0")}-${this.#tab}`;
	}

	#publish() {
		this.#options.onStatus(this.status);
	}
}
