import type { ChangeEvent } from "#core/change-log/change-event.ts";
import { readChangesAfter } from "#core/change-log/read-changes.ts";
import type { Db } from "#db/client.server.ts";
import type { LiveStream } from "./live-stream.ts";
import { changeEventText } from "./sse-format.ts";

// Small enough that one read of the largest changes (about 32 KB each) stays a few megabytes.
const PAGE_SIZE = 100;

/**
 * The open streams of one user on this instance. Woken by a notice (or a catch-up), it reads the log once from the
 * furthest-behind stream's position and hands each stream the entries it has not had, in order. A wake during a read
 * leads to one more read, never to a second reader, so entries are never sent twice or out of order. A stream whose
 * client is not reading gets nothing more until it reads (it wakes the feed then): the log holds its backlog, and
 * memory holds at most the page in hand.
 */
export class UserFeed {
	readonly userId: string;
	readonly streams = new Set<LiveStream>();
	#db: Db;
	#isDirty = false;
	#running: Promise<void> | undefined;
	#onGap: (stream: LiveStream) => Promise<void>;
	#onError: (error: unknown) => void;

	constructor(options: {
		db: Db;
		userId: string;
		/** A stream's position fell out of the log while it was behind (pruned meanwhile): it must reset. */
		onGap: (stream: LiveStream) => Promise<void>;
		onError: (error: unknown) => void;
	}) {
		this.userId = options.userId;
		this.#db = options.db;
		this.#onGap = options.onGap;
		this.#onError = options.onError;
	}

	/** True when some stream has not reached `seq` yet. */
	isBehind(seq: number): boolean {
		for (const stream of this.streams) if (stream.isReady && stream.cursor < seq) return true;
		return false;
	}

	wake(): Promise<void> {
		this.#isDirty = true;
		this.#running ??= this.#run().finally(() => {
			this.#running = undefined;
		});
		return this.#running;
	}

	async #run(): Promise<void> {
		while (this.#isDirty) {
			this.#isDirty = false;
			try {
				while (await this.#readPage()) {}
			} catch (error) {
				this.#onError(error);
				return;
			}
		}
	}

	/** Sends one page; true when there may be more. */
	async #readPage(): Promise<boolean> {
		const streams = [...this.streams].filter((stream) => stream.isReady && !stream.isClosed && !stream.isBlocked);
		if (streams.length === 0) return false;
		const from = Math.min(...streams.map((stream) => stream.cursor));
		const changes = await readChangesAfter({ db: this.#db, userId: this.userId, after: from, limit: PAGE_SIZE });
		const first = changes[0];
		if (!first) return false;
		// Encoded once, however many of the user's streams it goes to.
		const chunks = new Map<ChangeEvent, Uint8Array>();
		for (const stream of streams) {
			if (stream.isClosed) continue;
			if (stream.cursor < first.seq - 1) {
				await this.#onGap(stream);
				continue;
			}
			for (const change of changes) {
				if (stream.isBlocked || stream.isClosed) break;
				if (change.seq <= stream.cursor) continue;
				let chunk = chunks.get(change);
				if (chunk === undefined) {
					chunk = Buffer.from(changeEventText(change));
					chunks.set(change, chunk);
				}
				stream.send(chunk);
				stream.cursor = change.seq;
			}
		}
		return changes.length === PAGE_SIZE;
	}
}
