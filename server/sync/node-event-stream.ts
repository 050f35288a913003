import type { ServerResponse } from "node:http";
import type { StreamWriter } from "./live-stream.ts";

/**
 * Starts a server-sent-event response directly on Node's response: each chunk goes to the socket in one call, where
 * a web stream would pass it through three stream stages (what 1,000 open streams per change made costly, see
 * docs/live-sync.md). Backpressure is the socket's own: a write answers a promise only while the socket is full.
 */
export function nodeEventStream(outgoing: ServerResponse, { onClosed }: { onClosed: () => void }): StreamWriter {
	outgoing.writeHead(200, {
		"Content-Type": "text/event-stream; charset=utf-8",
		"Cache-Control": "no-cache, no-store",
		// Proxies that buffer responses (nginx) would hold events back.
		"X-Accel-Buffering": "no",
		// A stream's connection is not reused once it ends (a reconnection opens a new one), so a shutting-down server
		// that ended its streams is not kept waiting by the idle keep-alive connections they would leave behind.
		Connection: "close",
	});
	outgoing.flushHeaders();
	outgoing.once("close", onClosed);
	return {
		write: (chunk) => {
			if (outgoing.writableEnded || outgoing.destroyed) return undefined;
			if (outgoing.write(chunk)) return undefined;
			return new Promise<void>((resolve) => {
				const done = () => {
					outgoing.off("drain", done);
					outgoing.off("close", done);
					resolve();
				};
				outgoing.once("drain", done);
				outgoing.once("close", done);
			});
		},
		close: () => {
			if (!outgoing.writableEnded && !outgoing.destroyed) outgoing.end();
		},
		destroy: () => {
			outgoing.destroy();
		},
	};
}
