import autocannon from "autocannon";

export const CONNECTIONS = 10;

export type LoadResult = { requestsPerSecond: number; latencyP50Ms: number; latencyP99Ms: number };

type Load = {
	url: string;
	seconds: number;
	method?: "GET" | "POST";
	body?: string;
	headers?: Record<string, string>;
};

const WARM_UP_SECONDS = 2;

/**
 * Ten connections for the given time, after a short warm-up that is not counted (a freshly started reference would
 * otherwise be measured while V8 still compiles it). Any answer other than 2xx fails the bench: a fast error is no
 * figure.
 */
export async function load({ url, seconds, method = "GET", body, headers }: Load): Promise<LoadResult> {
	await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS, method, body, headers });
	const run = await autocannon({ url, connections: CONNECTIONS, duration: seconds, method, body, headers });
	if (run.non2xx > 0 || run.errors > 0) {
		throw new Error(`${method} ${url}: ${run.non2xx} non-2xx answers, ${run.errors} errors`);
	}
	return {
		requestsPerSecond: Math.round(run.requests.average),
		latencyP50Ms: run.latency.p50,
		latencyP99Ms: run.latency.p99,
	};
}
