import { REALTIME_RECONNECT_DELAYS_MS } from "#core/constants.ts";

/** The wait before attempt `failures + 1` after the stream was lost: 1, 2, 5, then every 10 seconds. */
export function reconnectDelayMs(failures: number): number {
	const delays = REALTIME_RECONNECT_DELAYS_MS;
	return delays[Math.min(Math.max(failures, 0), delays.length - 1)] ?? delays[3];
}
