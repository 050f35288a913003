import { createContext, use, useEffect, useRef } from "react";
import type { ChangeEntity, ChangeEvent } from "#core/change-log/change-event.ts";
import type { LiveChanges } from "./live-changes.ts";

/** The tab's live changes (app-layout's LiveSync), and a reload of the page's data for what cannot be patched. */
export type LiveSync = { changes: LiveChanges; reload: () => void };

export const LiveSyncContext = createContext<LiveSync | null>(null);

type Options = {
	/** Where the log stood when `data` was read (the loader's `syncPosition`). */
	position: number;
	/** The loader's data the caller patches: new data (a revalidation) is patched again from its own position. */
	data: unknown;
	entities: readonly ChangeEntity[];
	onChange: (change: ChangeEvent) => void;
};

/**
 * Applies the live changes of `entities` to a part of the page. Declare it after the effect that takes new loader
 * data in, so that the changes after the data's position are applied on top of it, not under it.
 */
export function useLiveChanges({ position, data, entities, onChange }: Options) {
	const live = use(LiveSyncContext);
	const latest = useRef(onChange);
	latest.current = onChange;
	const kinds = entities.join();
	// biome-ignore lint/correctness/useExhaustiveDependencies: `data` is the trigger (new loader data), `kinds` stands for `entities`.
	useEffect(() => {
		if (!live) return;
		const stop = live.changes.listen(position, kinds.split(",") as ChangeEntity[], (change) => latest.current(change));
		if (!stop) live.reload();
		return stop ?? undefined;
	}, [live, position, data, kinds]);
}
