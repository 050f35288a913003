import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { TaskStore } from "#app/lib/task-store.ts";
import type { TaskView } from "#core/tasks/task-view.ts";

/** The page's store, seeded with the loader's tasks, and its current tasks. */
export function usePageTasks(loadedTasks: TaskView[]) {
	const [store] = useState(() => new TaskStore(loadedTasks));
	const seededWith = useRef(loadedTasks);
	useEffect(() => {
		// New loader data (a revalidation) replaces what the server confirmed; the first render already has it.
		if (seededWith.current === loadedTasks) return;
		seededWith.current = loadedTasks;
		store.reset(loadedTasks);
	}, [store, loadedTasks]);
	return [store, useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)] as const;
}
