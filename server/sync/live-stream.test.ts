import { afterEach, describe, expect, it, vi } from "vitest";
import { LiveStream, type StreamChunk, type StreamWriter } from "./live-stream.ts";

/** A client that reads nothing after `readable` bytes: every later write waits for a drain that never comes. */
function stalledClient(readable = 0) {
	const written: StreamChunk[] = [];
	let buffered = 0;
	const state = { closed: false, destroyed: false, drain: () => {} };
	const writer: StreamWriter = {
		write: (chunk) => {
			written.push(chunk);
			buffered += typeof chunk === "string" ? Buffer.byteLength(chunk) : chunk.byteLength;
			if (buffered <= readable) return undefined;
			return new Promise<void>((resolve) => {
				state.drain = resolve;
			});
		},
		close: () => {
			state.closed = true;
		},
		destroy: () => {
			state.destroyed = true;
		},
	};
	return { writer, written, state };
}

const streamOf = (writer: StreamWriter, onClose = () => {}) =>
	new LiveStream({ userId: "u", sessionId: "s", address: "a", cursor: 0, writer, writeDeadlineMs: 30_000, onClose });

describe("a live stream whose client stops reading", () => {
	afterEach(() => vi.useRealTimers());

	it("is dropped with what waits for it once nothing drained within the write deadline", () => {
		vi.useFakeTimers();
		const client = stalledClient();
		const onClose = vi.fn();
		const stream = streamOf(client.writer, onClose);
		stream.send("first");
		stream.send("second");
		expect(stream.isBlocked).toBe(true);
		vi.advanceTimersByTime(29_999);
		expect(client.state.destroyed).toBe(false);
		vi.advanceTimersByTime(1);
		expect(client.state.destroyed).toBe(true);
		expect(stream.isClosed).toBe(true);
		expect(onClose).toHaveBeenCalledTimes(1);
		stream.send("third");
		expect(client.written).toEqual(["first"]);
	});

	it("is dropped at once when what waits for it passes 4 MiB, counted in bytes, not chunks", () => {
		const client = stalledClient();
		const stream = streamOf(client.writer);
		stream.send("opening");
		const large = new Uint8Array(1024 * 1024);
		for (let i = 0; i < 4; i++) stream.send(large);
		expect(client.state.destroyed).toBe(false);
		stream.send(large);
		expect(client.state.destroyed).toBe(true);
		expect(stream.isClosed).toBe(true);
	});

	it("keeps a slow reader that catches up: the queue is written in order and the feed is told", async () => {
		vi.useFakeTimers();
		const client = stalledClient();
		const onDrain = vi.fn();
		const stream = new LiveStream({
			userId: "u",
			sessionId: "s",
			address: "a",
			cursor: 0,
			writer: client.writer,
			writeDeadlineMs: 30_000,
			onClose: () => {},
			onDrain,
		});
		stream.send("one");
		stream.send("two");
		vi.advanceTimersByTime(20_000);
		const drained = client.state.drain;
		client.state.drain = () => {};
		drained();
		await vi.advanceTimersByTimeAsync(0);
		expect(client.written).toEqual(["one", "two"]);
		vi.advanceTimersByTime(20_000);
		expect(client.state.destroyed).toBe(false);
	});
});
