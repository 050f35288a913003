import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLiveChanges } from "#app/lib/live-sync/use-live-changes.ts";
import type { PageTask } from "#app/lib/page-task.ts";
import { TaskStore } from "#app/lib/task-store.ts";

const TASK_CHANGES = ["task"] as const;

/**
 * The page's store, seeded with the loader's tasks of `boardId` (null: every board's) and kept live from the
 * position they were read at; and its current tasks.
 */
export function usePageTasks(loadedTasks: PageTask[], boardId: string | null, syncPosition: number) {
	const [store] = useState(() => new TaskStore(loadedTasks, boardId));
	const seededWith = useRef(loadedTasks);
	useEffect(() => {
		// New loader data (a revalidation) replaces what the server confirmed; the first render already has it.
		if (seededWith.current === loadedTasks) return;
		seededWith.current = loadedTasks;
		store.reset(loadedTasks, boardId);
	}, [store, loadedTasks, boardId]);
	useLiveChanges({
		position: syncPosition,
		data: loadedTasks,
		entities: TASK_CHANGES,
		onChange: (change) =>
			change.data === null ? store.receiveRemoval(change.id) : store.receive(change.data as PageTask),
	});
	return [store, useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)] as const;
}
