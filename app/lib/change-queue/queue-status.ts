import { useSyncExternalStore } from "react";
import type { FieldConflict } from "#core/tasks/merge-queued-edit.ts";
import type { TaskView } from "#core/tasks/task-view.ts";
import type { QueueStatus } from "./change-queue.ts";

// What the queue tells the page: how many changes wait, and the conflicts met on the way (ADR 0034). Small, and
// loaded with the page, so the sending half of the queue can load later.

const NOTHING_QUEUED: QueueStatus = { count: 0, isStorageUnavailable: false };
let current = NOTHING_QUEUED;
const listeners = new Set<() => void>();

/** The page's queue reports here, so the count can show without loading the queue's code. */
export function setQueueStatus(status: QueueStatus): void {
	if (status.count === current.count && status.isStorageUnavailable === current.isStorageUnavailable) return;
	current = status;
	for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
	listeners.add(listener);
	return () => listeners.delete(listener);
};

/** How many changes wait to be sent, and whether this browser can keep them at all. */
export const useQueueStatus = () =>
	useSyncExternalStore(
		subscribe,
		() => current,
		() => NOTHING_QUEUED,
	);

/** A queued edit met a change made elsewhere to the same field: the later one was kept. */
export type ConflictReport = { task: TaskView; conflicts: FieldConflict[] };

const conflictListeners = new Set<(report: ConflictReport) => void>();

/** Calls `listener` for each conflict a queued edit met; returns the unsubscribe. */
export function onConflict(listener: (report: ConflictReport) => void): () => void {
	conflictListeners.add(listener);
	return () => conflictListeners.delete(listener);
}

export function reportConflict(report: ConflictReport): void {
	for (const listener of conflictListeners) listener(report);
}
