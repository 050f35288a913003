import { type ReactNode, useEffect, useRef, useState } from "react";
import { useMatches, useRevalidator } from "react-router";
import { reportChangeToWorker } from "#app/lib/app-worker.ts";
import type { LiveSyncStatus } from "#app/lib/live-sync/connection-status.ts";
import { LiveChanges } from "#app/lib/live-sync/live-changes.ts";
import { type LiveSync, LiveSyncContext } from "#app/lib/live-sync/use-live-changes.ts";
import { loadWhenReachable } from "#app/lib/new-build/load-when-reachable.ts";
import { reportServerBuild } from "#app/lib/new-build/report-server-build.ts";
import { LiveSyncStatusCorner } from "./live-sync-status.tsx";

/**
 * Keeps the signed-in pages live: one connection to the change stream per tab, opened after the first paint (its code
 * loads then, outside the page's budget), from where the page's data was read. Pages apply the changes they can to
 * their data in place (useLiveChanges); any other change, a `reset`, and the end of the session reload the loaders'
 * data (the end of the session thus goes to sign-in through the loaders' own redirect).
 */
export function LiveSyncProvider({ children }: { children: ReactNode }) {
	const position = useOldestPosition();
	const revalidator = useRevalidator();
	const [status, setStatus] = useState<LiveSyncStatus>("live");
	const latest = useRef(revalidator);
	latest.current = revalidator;
	const [live] = useState(() => createReloadingLiveSync(position ?? 0, () => latest.current));
	// A reload asked for while one was under way happens once that one ends.
	useEffect(() => {
		if (revalidator.state === "idle") live.reloadIfDue();
	}, [revalidator.state, live]);

	useEffect(() => {
		let close = () => {};
		const stopLoading = loadWhenReachable(
			() => import("#app/lib/live-sync/live-sync-connection.ts"),
			({ connectLiveSync }) => {
				const connection = connectLiveSync({
					lastEventId: position === undefined ? undefined : String(position),
					handlers: {
						onChange: (change) => {
							live.changes.receive(change);
							// The worker's copies of the pages are older now: it fetches them again (ADR 0033).
							reportChangeToWorker();
						},
						onReset: () => {
							reportChangeToWorker();
							live.changes.restart(Number(connection.lastEventId() ?? 0));
							live.reload();
						},
						onSignedOut: live.reload,
						onBuild: reportServerBuild,
						onStatus: setStatus,
					},
				});
				close = connection.close;
			},
		);
		return () => {
			stopLoading();
			close();
		};
		// One connection for as long as the signed-in pages are shown; it follows the log from then on by itself.
	}, [live, position]);

	return (
		<LiveSyncContext value={live}>
			{children}
			<LiveSyncStatusCorner status={status} />
		</LiveSyncContext>
	);
}

/**
 * The tab's live changes, with the reload of the loaders' data for what no part of the page applies. A burst of
 * changes (a bulk delete seen from the profile) is one reload; one already under way (the page's own, after its
 * change) is left to finish and followed by this one: interrupted, it would end early, on data read before.
 */
function createReloadingLiveSync(position: number, revalidator: () => ReturnType<typeof useRevalidator>) {
	let isReloadDue = false;
	const reloadIfDue = () => {
		const { state, revalidate } = revalidator();
		if (!isReloadDue || state !== "idle") return;
		isReloadDue = false;
		void revalidate();
	};
	const reload = () => {
		if (isReloadDue) return;
		isReloadDue = true;
		setTimeout(reloadIfDue);
	};
	const live: LiveSync & { reloadIfDue: () => void } = {
		changes: new LiveChanges(position, reload),
		reload,
		reloadIfDue,
	};
	return live;
}

/**
 * The oldest log position among the loaders' data, read once: the loaders run side by side, so the stream starts from
 * the one that read its data first, and no change in between is missed.
 */
function useOldestPosition(): number | undefined {
	const matches = useMatches();
	const [oldest] = useState(() => {
		const positions = matches
			.map((match) => (match.loaderData as { syncPosition?: unknown } | undefined)?.syncPosition)
			.filter((value): value is number => typeof value === "number");
		return positions.length === 0 ? undefined : Math.min(...positions);
	});
	return oldest;
}
