import { REALTIME_STATUS_DELAY_MS } from "#core/constants.ts";

/** What the page may show about live updates: nothing while live; "Reconnecting…" or "Offline" otherwise. */
export type LiveSyncStatus = "live" | "reconnecting" | "offline";

/**
 * Reports the connection's status with the rule: a stream down for less than REALTIME_STATUS_DELAY_MS shows
 * nothing, so a blip never flashes a message. Only changes are reported.
 */
export function createStatusReporter({
	onStatus,
	isOnline,
}: {
	onStatus: (status: LiveSyncStatus) => void;
	isOnline: () => boolean;
}) {
	let shown: LiveSyncStatus = "live";
	let isDown = true;
	let timer: ReturnType<typeof setTimeout> | undefined;
	const show = (status: LiveSyncStatus) => {
		if (status === shown) return;
		shown = status;
		onStatus(status);
	};
	const downStatus = (): LiveSyncStatus => (isOnline() ? "reconnecting" : "offline");
	// The page starts without a stream: it too counts as down, and shows nothing unless that lasts.
	const startTimer = () => {
		clearTimeout(timer);
		timer = setTimeout(() => {
			timer = undefined;
			if (isDown) show(downStatus());
		}, REALTIME_STATUS_DELAY_MS);
	};
	startTimer();
	return {
		up: () => {
			isDown = false;
			clearTimeout(timer);
			timer = undefined;
			show("live");
		},
		down: () => {
			// Already counting (or already shown): the first moment down is what the delay counts from.
			if (isDown && (timer !== undefined || shown !== "live")) return;
			isDown = true;
			startTimer();
		},
		/** The browser went on or off line: a status already shown follows at once. */
		networkChanged: () => {
			if (isDown && timer === undefined) show(downStatus());
		},
		/** A hidden tab shows nothing and waits for nothing. */
		pause: () => {
			clearTimeout(timer);
			timer = undefined;
		},
		stop: () => clearTimeout(timer),
	};
}
