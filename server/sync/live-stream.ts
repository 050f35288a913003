// One open event stream, as the hub sees it: who it belongs to, how far it got, and how to write to it.

/** Chunks waiting for a slow client beyond this many: the stream is closed, and the client resumes from the log. */
const MAX_QUEUED_CHUNKS = 1000;

export type StreamChunk = string | Uint8Array;

export type StreamWriter = {
	/** Writes at once; answers a promise only when the client is not keeping up (resolved once it is). */
	write: (chunk: StreamChunk) => undefined | Promise<unknown>;
	/** Ends the response. */
	close: () => void;
};

export class LiveStream {
	readonly userId: string;
	readonly sessionId: string;
	/** The last sequence number written to the client (or that it said it has). */
	cursor: number;
	buildVersion: string | undefined;
	/** False until the stream has told the client where it starts (ready or reset); changes wait until then. */
	isReady = false;
	isClosed = false;
	#writer: StreamWriter;
	#queue: StreamChunk[] = [];
	#isBlocked = false;
	#onClose: () => void;

	constructor(options: {
		userId: string;
		sessionId: string;
		cursor: number;
		writer: StreamWriter;
		onClose: () => void;
	}) {
		this.userId = options.userId;
		this.sessionId = options.sessionId;
		this.cursor = options.cursor;
		this.#writer = options.writer;
		this.#onClose = options.onClose;
	}

	/** Writes in order without waiting, so one slow client never holds up the others. */
	send(chunk: StreamChunk): void {
		if (this.isClosed) return;
		if (!this.#isBlocked) {
			this.#write(chunk);
		} else if (this.#queue.length >= MAX_QUEUED_CHUNKS) {
			this.close();
		} else {
			this.#queue.push(chunk);
		}
	}

	/** Ends the stream once what was sent is written; safe to call more than once. */
	close(): void {
		if (this.isClosed) return;
		this.isClosed = true;
		this.#onClose();
		if (!this.#isBlocked) this.#writer.close();
	}

	#write(chunk: StreamChunk): void {
		const wait = this.#writer.write(chunk);
		if (!wait) return;
		this.#isBlocked = true;
		void wait.then(() => {
			this.#isBlocked = false;
			while (this.#queue.length > 0 && !this.#isBlocked) this.#write(this.#queue.shift() as StreamChunk);
			if (this.isClosed && !this.#isBlocked) this.#writer.close();
		});
	}
}
