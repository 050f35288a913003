import type { HttpBindings } from "@hono/node-server";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { apiError } from "../api-error.ts";
import type { AppEnv } from "../app-env.ts";
import { translateForRequest } from "../request-locale.ts";
import type { StreamWriter } from "../sync/live-stream.ts";
import type { LiveSync } from "../sync/live-sync.ts";
import { nodeEventStream } from "../sync/node-event-stream.ts";

// A sequence number as EventSource sends it back: digits only, within what a JavaScript number holds exactly.
const POSITION = /^(0|[1-9]\d{0,14})$/;

type Options = {
	liveSync: LiveSync;
	/** The build of the client this instance serves; absent when it serves none (the API-only tests). */
	buildVersion?: () => Promise<string | undefined>;
};

/**
 * GET /api/v1/events: the signed-in user's change log as server-sent events, resumed after `Last-Event-ID` (what
 * EventSource sends when it reconnects) or `?after=` (what a new EventSource can send). See docs/live-sync.md.
 */
export function eventRoutes({ liveSync, buildVersion }: Options) {
	return new Hono<AppEnv & { Bindings: Partial<HttpBindings> }>().get("/events", (c) => {
		const header = c.req.header("last-event-id");
		const query = c.req.query("after");
		const [field, raw] = header ? ["Last-Event-ID", header] : query !== undefined ? ["after", query] : [];
		if (field && raw !== undefined && !POSITION.test(raw.trim())) {
			const message = translateForRequest(c, "errors.invalidEventId");
			return apiError(c, 400, "bad_request", message, { [field]: message });
		}
		const after = raw === undefined ? undefined : Number(raw.trim());
		const { session } = c.get("session");
		const logger = c.get("logger");
		const open = (writer: StreamWriter) =>
			liveSync.open({
				userId: session.userId,
				sessionId: session.id,
				sessionExpiresAt: new Date(session.expiresAt),
				after,
				buildVersion,
				writer,
			});
		const failed = (error: unknown) => logger.error({ err: error }, "live sync stream failed");

		// Served by Node (the server, the tests' loopback server): straight onto the socket.
		const outgoing = c.env?.outgoing;
		if (outgoing) {
			let close = () => {};
			const writer = nodeEventStream(outgoing, { onClosed: () => close() });
			open(writer).then(
				(stream) => {
					close = () => stream.close();
					if (outgoing.destroyed) stream.close();
				},
				(error: unknown) => {
					failed(error);
					writer.close();
				},
			);
			return RESPONSE_ALREADY_SENT;
		}

		// Anywhere else (app.request in process): Hono's web-stream helper.
		const response = streamSSE(c, async (stream) => {
			let ended = () => {};
			const isEnded = new Promise<void>((resolve) => {
				ended = resolve;
			});
			try {
				const opened = await open({ write: (chunk) => stream.write(chunk), close: ended });
				stream.onAbort(() => opened.close());
				if (stream.aborted) opened.close();
				await isEnded;
			} catch (error) {
				// The client reconnects and resumes from its position; it is never shown the reason.
				failed(error);
			}
		});
		response.headers.set("Connection", "close");
		return response;
	});
}
