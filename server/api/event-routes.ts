import type { HttpBindings } from "@hono/node-server";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { apiError } from "../api-error.ts";
import type { AppEnv } from "../app-env.ts";
import { clientAddress } from "../middleware/client-address.ts";
import { translateForRequest } from "../request-locale.ts";
import type { StreamWriter } from "../sync/live-stream.ts";
import type { LiveSync } from "../sync/live-sync.ts";
import { nodeEventStream } from "../sync/node-event-stream.ts";

// A sequence number as EventSource sends it back: digits only, within what a JavaScript number holds exactly.
export const POSITION = /^(0|[1-9]\d{0,14})$/;
// A refused stream's client may try again after this; EventSource itself stops on a 429 and the app's client retries.
const STREAM_RETRY_AFTER_SECONDS = 30;

type Options = {
	liveSync: LiveSync;
	/** The build of the client this instance serves; absent when it serves none (the API-only tests). */
	buildVersion?: () => Promise<string | undefined>;
	/** The proxy header that names the client's address (TRUSTED_PROXY_HEADER), for the per-address cap. */
	trustedProxyHeader?: string;
};

/**
 * GET /api/v1/events: the signed-in user's change log as server-sent events, resumed after `Last-Event-ID` (what
 * EventSource sends when it reconnects) or `?after=` (what a new EventSource can send). See docs/live-sync.md.
 */
export function eventRoutes({ liveSync, buildVersion, trustedProxyHeader }: Options) {
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
		const owner = { userId: session.userId, sessionId: session.id, address: clientAddress(c, trustedProxyHeader) };
		if (!liveSync.admits(owner)) {
			logger.info({ userId: owner.userId }, "live stream refused: too many open");
			c.header("Retry-After", String(STREAM_RETRY_AFTER_SECONDS));
			// The connection goes too, so that what a refused client holds is nothing.
			c.header("Connection", "close");
			return apiError(c, 429, "too_many_streams", translateForRequest(c, "errors.tooManyStreams"));
		}
		const open = (writer: StreamWriter) =>
			liveSync.open({
				...owner,
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
				const opened = await open({
					write: (chunk) => stream.write(chunk),
					close: ended,
					destroy: () => {
						stream.abort();
						ended();
					},
				});
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
