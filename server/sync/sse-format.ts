import type { ChangeEvent } from "#core/change-log/change-event.ts";
import { REALTIME_RECONNECT_DELAYS_MS } from "#core/constants.ts";

// EventSource's own wait before reconnecting, for clients that leave reconnection to it: the first of the delays.
const RETRY = `retry: ${REALTIME_RECONNECT_DELAYS_MS[0]}\n`;

// The live stream's events as server-sent-event text. `data` is one line of JSON (JSON.stringify never writes a raw
// line break), and a change is formatted once however many streams it goes to.

/** Every change: `id` is its sequence number, so a client that reconnects with Last-Event-ID resumes after it. */
export function changeEventText(change: ChangeEvent): string {
	return `id: ${change.seq}\nevent: change\ndata: ${JSON.stringify(change)}\n\n`;
}

/** The stream is open; changes after `seq` follow. Sets the client's position even when there is nothing to replay. */
export function readyEventText(seq: number): string {
	return `${RETRY}id: ${seq}\nevent: ready\ndata: ${JSON.stringify({ seq })}\n\n`;
}

/** The asked-for position is no longer in the log: reload the data, then changes after `seq` follow. */
export function resetEventText(seq: number): string {
	return `${RETRY}id: ${seq}\nevent: reset\ndata: ${JSON.stringify({ seq })}\n\n`;
}

/** The build of the client this server serves, on connect and whenever it changes. */
export function buildEventText(version: string): string {
	return `event: build\ndata: ${JSON.stringify({ version })}\n\n`;
}

/** The session ended: the tab goes to sign-in (after checking that it has no other session). The stream then ends. */
export function signedOutEventText(): string {
	return `event: signed-out\ndata: {}\n\n`;
}

/** A comment, which EventSource ignores: it keeps idle connections open through proxies. */
export const HEARTBEAT_TEXT = ": heartbeat\n\n";
