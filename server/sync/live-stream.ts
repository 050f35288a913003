// One open event stream, as the hub sees it: who it belongs to, how far it got, and how to write to it.

/** Writes waiting for a slow client beyond this many: the stream is closed, and the client resumes from the log. */
const MAX_PENDING_WRITES = 1000;

export type StreamWriter = {
	/** Resolves once the text is handed to the connection (it waits while the client does not read). */
	write: (text: string) => Promise<unknown>;
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
	#pending = 0;
	#chain: Promise<unknown> = Promise.resolve();
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

	/** Queues text in order without waiting, so one slow client never holds up the others. */
	send(text: string): void {
		if (this.isClosed) return;
		if (this.#pending >= MAX_PENDING_WRITES) {
			this.close();
			return;
		}
		this.#pending += 1;
		this.#chain = this.#chain
			.then(() => this.#writer.write(text))
			.finally(() => {
				this.#pending -= 1;
			});
	}

	/** Ends the stream after what was queued; safe to call more than once. */
	close(): void {
		if (this.isClosed) return;
		this.isClosed = true;
		this.#onClose();
		void this.#chain.finally(() => this.#writer.close());
	}
}
