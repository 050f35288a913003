import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { apiError } from "../api-error.ts";
import type { AppEnv } from "../app-env.ts";
import { translateForRequest } from "../request-locale.ts";
import type { LiveSync } from "../sync/live-sync.ts";

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
	return new Hono<AppEnv>().get("/events", (c) => {
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
		// Proxies that buffer responses (nginx) would hold events back.
		c.header("X-Accel-Buffering", "no");
		const response = streamSSE(c, async (stream) => {
			let closeStream = () => {};
			const ended = new Promise<void>((resolve) => {
				closeStream = resolve;
			});
			try {
				const open = await liveSync.open({
					userId: session.userId,
					sessionId: session.id,
					sessionExpiresAt: new Date(session.expiresAt),
					after,
					buildVersion,
					writer: { write: (text) => stream.write(text), close: closeStream },
				});
				stream.onAbort(() => open.close());
				c.req.raw.signal.addEventListener("abort", () => open.close());
				if (stream.aborted || c.req.raw.signal.aborted) open.close();
				await ended;
			} catch (error) {
				// The client reconnects and resumes from its position; it is never shown the reason.
				logger.error({ err: error }, "live sync stream failed");
			}
		});
		// A stream's connection is not reused once it ends (a reconnection opens a new one), so a shutting-down server
		// that ended its streams is not kept waiting by the idle keep-alive connections they would leave behind.
		response.headers.set("Connection", "close");
		return response;
	});
}
