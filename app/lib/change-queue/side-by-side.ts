import type { ChangeScope } from "#core/mutations/mutation.ts";
import { scopeOf, startable } from "./change-scope.ts";

export { sendWhenBackOnline } from "./background-sync.ts";

import type { QueuedChange } from "./queued-change.ts";

type Entry = { id: string; change: QueuedChange };

/**
 * Stored changes on their way at once, at most: the browser opens six connections to a server over HTTP/1.1 and the
 * live stream holds one; the rest is left for the page's own requests.
 */
const SIDE_BY_SIDE = 4;

/**
 * Sends `entries` (in the order made) with at most `sideBySide` on their way at once, those that touch the same task
 * or the same quadrant's order one after the other (change-scope.ts). `sendOne` answers whether the network kept the
 * change: then no further one starts, those on their way finish, and this answers true. Loaded with Background Sync
 * when stored changes wait (after a reload, offline, or a network failure), not with the page.
 */
export async function sendSideBySide(
	entries: readonly Entry[],
	sendOne: (entry: Entry) => Promise<boolean>,
	sideBySide = SIDE_BY_SIDE,
): Promise<boolean> {
	const waiting = entries.map((entry) => ({ ...entry, scope: scopeOf(entry.change) }));
	const onTheWay = new Map<string, { scope: ChangeScope; sent: Promise<void> }>();
	let isKept = false;
	while (!isKept && waiting.length > 0) {
		const room = Math.max(0, sideBySide - onTheWay.size);
		const scopes = [...onTheWay.values()].map(({ scope }) => scope);
		for (const entry of startable(waiting, ({ scope }) => scope, scopes).slice(0, room)) {
			waiting.splice(waiting.indexOf(entry), 1);
			const sent = sendOne(entry).then((wasKept) => {
				isKept ||= wasKept;
				onTheWay.delete(entry.id);
			});
			onTheWay.set(entry.id, { scope: entry.scope, sent });
		}
		await Promise.race([...onTheWay.values()].map(({ sent }) => sent));
	}
	await Promise.all([...onTheWay.values()].map(({ sent }) => sent));
	return isKept;
}
