// One open event stream, as the hub sees it: who it belongs to, how far it got, and how to write to it.

/**
 * Bytes waiting for a slow client beyond the socket's own buffer. The feed stops handing a blocked stream changes (it
 * resumes from the log once the client reads), so only heartbeats and small notices queue here: a stream whose queue
 * outgrows this is not reading at all, and is ended.
 */
const MAX_QUEUED_BYTES = 4 * 1024 * 1024;

export type StreamChunk = string | Uint8Array;

export type StreamWriter = {
	/** Writes at once; answers a promise only when the client is not keeping up (resolved once it is). */
	write: (chunk: StreamChunk) => undefined | Promise<unknown>;
	/** Ends the response once what was written is flushed. */
	close: () => void;
	/** Drops the connection now, with whatever is still unsent: for a client that stopped reading. */
	destroy: () => void;
};

export class LiveStream {
	readonly userId: string;
	readonly sessionId: string;
	/** Where the client connects from, as counted against the per-address cap. */
	readonly address: string;
	/** The last sequence number written to the client (or that it said it has). */
	cursor: number;
	buildVersion: string | undefined;
	/** False until the stream has told the client where it starts (ready or reset); changes wait until then. */
	isReady = false;
	isClosed = false;
	#writer: StreamWriter;
	#queue: StreamChunk[] = [];
	#queuedBytes = 0;
	#isBlocked = false;
	#isAborted = false;
	#writeDeadlineMs: number;
	#deadline: NodeJS.Timeout | undefined;
	#onClose: () => void;
	#onDrain: () => void;
	#onStalled: (reason: "write deadline" | "queue full") => void;

	constructor(options: {
		userId: string;
		sessionId: string;
		address: string;
		cursor: number;
		writer: StreamWriter;
		/** How long the client may leave written data unread before the stream is dropped. */
		writeDeadlineMs: number;
		onClose: () => void;
		/** The client read what was waiting: the feed may hand this stream changes again. */
		onDrain?: () => void;
		/** The stream was dropped because its client stopped reading. */
		onStalled?: (reason: "write deadline" | "queue full") => void;
	}) {
		this.userId = options.userId;
		this.sessionId = options.sessionId;
		this.address = options.address;
		this.cursor = options.cursor;
		this.#writer = options.writer;
		this.#writeDeadlineMs = options.writeDeadlineMs;
		this.#onClose = options.onClose;
		this.#onDrain = options.onDrain ?? (() => {});
		this.#onStalled = options.onStalled ?? (() => {});
	}

	/** True while the client has not read what was written: changes for it wait in the log, not in memory. */
	get isBlocked(): boolean {
		return this.#isBlocked;
	}

	/** Writes in order without waiting, so one slow client never holds up the others. */
	send(chunk: StreamChunk): void {
		if (this.isClosed) return;
		if (!this.#isBlocked) {
			this.#write(chunk);
			return;
		}
		this.#queuedBytes += typeof chunk === "string" ? Buffer.byteLength(chunk) : chunk.byteLength;
		if (this.#queuedBytes > MAX_QUEUED_BYTES) this.#drop("queue full");
		else this.#queue.push(chunk);
	}

	/** Ends the stream once what was sent is written; safe to call more than once. */
	close(): void {
		if (this.isClosed) return;
		this.isClosed = true;
		this.#onClose();
		if (!this.#isBlocked) this.#writer.close();
	}

	/** Drops the connection and what waits for it, now: the client is not reading. */
	abort(): void {
		if (this.#isAborted) return;
		this.#isAborted = true;
		clearTimeout(this.#deadline);
		this.#queue = [];
		this.#queuedBytes = 0;
		if (!this.isClosed) {
			this.isClosed = true;
			this.#onClose();
		}
		this.#writer.destroy();
	}

	#drop(reason: "write deadline" | "queue full"): void {
		if (this.#isAborted) return;
		this.abort();
		this.#onStalled(reason);
	}

	#write(chunk: StreamChunk): void {
		const wait = this.#writer.write(chunk);
		if (!wait) return;
		this.#isBlocked = true;
		this.#deadline = setTimeout(() => this.#drop("write deadline"), this.#writeDeadlineMs);
		this.#deadline.unref();
		void wait.then(() => {
			if (this.#isAborted) return;
			clearTimeout(this.#deadline);
			this.#isBlocked = false;
			while (this.#queue.length > 0 && !this.#isBlocked) {
				const next = this.#queue.shift() as StreamChunk;
				this.#queuedBytes -= typeof next === "string" ? Buffer.byteLength(next) : next.byteLength;
				this.#write(next);
			}
			if (this.#isBlocked) return;
			if (this.isClosed) this.#writer.close();
			else this.#onDrain();
		});
	}
}
