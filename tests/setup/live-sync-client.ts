import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { EventSource } from "eventsource";

/** An event as a browser's EventSource hands it over: its type, its id (the stream's position) and its JSON data. */
export type StreamEvent = { type: string; id: string; data: Record<string, unknown> };

const EVENT_TYPES = ["ready", "reset", "change", "build", "signed-out"] as const;
const WAIT_MS = 10_000;

/**
 * The in-process app on a loopback port, so that a real EventSource (and a real disconnect) can reach it; `request`
 * sends over that socket what `app.request` would send in process (so `apiClient(served)` works over it too).
 */
export async function serveOnLoopback(app: { fetch: (request: Request) => Response | Promise<Response> }) {
	const server = createServer(getRequestListener(app.fetch));
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const { port } = server.address() as AddressInfo;
	const baseUrl = `http://127.0.0.1:${port}`;
	return {
		baseUrl,
		request: (path: string, init?: RequestInit) => fetch(`${baseUrl}${path}`, init),
		close: async () => {
			server.closeAllConnections();
			await new Promise((resolve) => server.close(resolve));
		},
	};
}

type OpenOptions = {
	/** The cookies to send, read at each (re)connection as a browser would. */
	cookie: () => string;
	lastEventId?: string;
	after?: string;
};

/**
 * A live-sync stream read with the `eventsource` package (Node has no EventSource): every event in arrival order, and
 * waits that fail with what arrived so far.
 */
export function openEventStream(baseUrl: string, { cookie, lastEventId, after }: OpenOptions) {
	const url = new URL("/api/v1/events", baseUrl);
	if (after !== undefined) url.searchParams.set("after", after);
	const events: StreamEvent[] = [];
	const errors: Array<{ code: number | undefined }> = [];
	const waiters = new Set<() => void>();
	const notify = () => {
		for (const waiter of waiters) waiter();
	};
	let isFirst = true;
	const source = new EventSource(url, {
		fetch: (input, init) => {
			const headers: Record<string, string> = { ...(init.headers as Record<string, string>), cookie: cookie() };
			if (isFirst && lastEventId !== undefined) headers["Last-Event-ID"] = lastEventId;
			isFirst = false;
			return fetch(input, { ...init, headers });
		},
	});
	for (const type of EVENT_TYPES) {
		source.addEventListener(type, (event) => {
			events.push({ type, id: event.lastEventId, data: JSON.parse(event.data) as Record<string, unknown> });
			notify();
		});
	}
	source.addEventListener("error", (event) => {
		errors.push({ code: event.code });
		notify();
	});

	/** Resolves once `isDone` holds; fails after a while, naming what arrived. */
	const waitUntil = <T>(isDone: () => T | undefined | false, what: string, timeoutMs = WAIT_MS) =>
		new Promise<T>((resolve, reject) => {
			const check = () => {
				const result = isDone();
				if (result === undefined || result === false) return;
				clearTimeout(timer);
				waiters.delete(check);
				resolve(result);
			};
			const timer = setTimeout(() => {
				waiters.delete(check);
				reject(
					new Error(
						`timed out waiting for ${what}; received ${JSON.stringify(events)}, errors ${JSON.stringify(errors)}`,
					),
				);
			}, timeoutMs);
			waiters.add(check);
			check();
		});

	return {
		events,
		errors,
		source,
		/** The change events so far, in arrival order. */
		changes: () => events.filter((event) => event.type === "change"),
		/** Waits for the first event of a type after the `skip` earlier ones of that type. */
		next: (type: string, skip = 0) =>
			waitUntil(() => events.filter((event) => event.type === type)[skip], `event "${type}" #${skip + 1}`),
		/** Waits until `count` change events arrived. */
		changeCount: (count: number, timeoutMs?: number) =>
			waitUntil(
				() => (events.filter((event) => event.type === "change").length >= count ? true : undefined),
				`${count} changes`,
				timeoutMs,
			),
		/** Waits for an error event with this HTTP status (a refused reconnection). */
		refusedWith: (status: number) => waitUntil(() => errors.find((error) => error.code === status), `a ${status}`),
		waitUntil,
		close: () => source.close(),
	};
}

export type EventStreamClient = ReturnType<typeof openEventStream>;
