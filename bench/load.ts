import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import { processCpuMs } from "./process-cpu.ts";

export const CONNECTIONS = 10;

export type LoadResult = {
	requestsPerSecond: number;
	latencyP50Ms: number;
	latencyP99Ms: number;
	/** CPU time the server process spent per answer (µs), when its pid is known. */
	serverCpuUsPerRequest?: number;
};

type Load = {
	url: string;
	seconds: number;
	method?: "GET" | "POST";
	body?: string;
	/** Bodies sent in turn on each connection instead of `body`. */
	bodies?: string[];
	/** Requests sent in turn on each connection instead of one `method` (each a path on the `url`'s server). */
	sequence?: { method: "GET" | "POST"; path: string; body?: string }[];
	headers?: Record<string, string>;
	/** Each request with a fresh Idempotency-Key, as the app sends every mutation. */
	keyed?: boolean;
	/**
	 * Each connection its own requests (its own user's, say), sent in turn on it, instead of the same on all: the
	 * connections take these in order, as many connections as there are entries.
	 */
	perConnection?: {
		headers: Record<string, string>;
		sequence: { method: "GET" | "POST"; path: string; body?: string }[];
	}[];
	/** The server's process: its CPU time per request is measured too. */
	pid?: number;
};

const WARM_UP_SECONDS = 2;

/**
 * Ten connections for the given time, after a short warm-up that is not counted (a freshly started reference would
 * otherwise be measured while V8 still compiles it). Any answer other than 2xx fails the bench: a fast error is no
 * figure. The server's CPU time per answer hardly depends on what else the machine runs, unlike requests per second
 * (autocannon and the server share the cores with everything else): it is the figure to compare between runs.
 */
export async function load({
	url,
	seconds,
	method = "GET",
	body,
	bodies,
	sequence,
	headers,
	perConnection,
	keyed = false,
	pid,
}: Load): Promise<LoadResult> {
	const withKey = (request: autocannon.Request) => ({
		...request,
		headers: { ...request.headers, "idempotency-key": randomUUID() },
	});
	const requests = (
		sequence ??
		bodies?.map((each) => ({ method, body: each })) ??
		(keyed ? [{ method, body }] : undefined)
	)?.map((request) => (keyed ? { ...request, setupRequest: withKey } : request));
	const options = {
		url,
		connections: perConnection?.length ?? CONNECTIONS,
		method,
		body,
		headers,
		...(requests ? { requests } : {}),
	};
	/** Hands each connection of one autocannon run the next entry of `perConnection`. */
	const eachItsOwn = () => {
		let next = 0;
		return perConnection
			? {
					setupClient: (client: autocannon.Client) => {
						const own = perConnection[next++ % perConnection.length];
						client.setRequests(own?.sequence.map((request) => ({ ...request, headers: own.headers })) ?? []);
					},
				}
			: {};
	};
	await autocannon({ ...options, ...eachItsOwn(), duration: WARM_UP_SECONDS });
	const cpuBefore = pid === undefined ? 0 : await processCpuMs(pid);
	const run = await autocannon({ ...options, ...eachItsOwn(), duration: seconds });
	const cpuMs = pid === undefined ? undefined : (await processCpuMs(pid)) - cpuBefore;
	if (run.non2xx > 0 || run.errors > 0) {
		throw new Error(`${method} ${url}: ${run.non2xx} non-2xx answers, ${run.errors} errors`);
	}
	return {
		requestsPerSecond: Math.round(run.requests.average),
		latencyP50Ms: run.latency.p50,
		latencyP99Ms: run.latency.p99,
		...(cpuMs === undefined ? {} : { serverCpuUsPerRequest: Math.round((cpuMs * 1000) / run.requests.total) }),
	};
}

/** `load` of moves of one task (`body`, or `bodies` in turn), POSTed as the app sends them, signed in by `headers`. */
export function moveLoad({
	baseUrl,
	taskId,
	...rest
}: Omit<Load, "url" | "method"> & { baseUrl: string; taskId?: string }) {
	return load({ ...rest, url: `${baseUrl}/api/v1/tasks/${taskId}/move`, method: "POST" });
}
