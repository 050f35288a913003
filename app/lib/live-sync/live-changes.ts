import type { ChangeEntity, ChangeEvent } from "#core/change-log/change-event.ts";

/** How many recent changes a tab keeps, for a page whose data was read before they arrived. */
const KEPT_CHANGES = 500;

type Listener = { after: number; entities: ReadonlySet<ChangeEntity>; onChange: (change: ChangeEvent) => void };

/**
 * The tab's live changes, handed to the parts of the page that apply them. A page's data is read at a position of
 * the log (its loader's `syncPosition`) that may be behind or ahead of the stream: a part that starts listening gets
 * the changes after its own position that already arrived (a navigation's data may predate them), then each new one.
 * A change no listener takes is `onUnclaimed`'s (the layout reloads the page's data for those rarer kinds).
 */
export class LiveChanges {
	#recent: ChangeEvent[] = [];
	/** Every change after this position is in #recent. */
	#keptFrom: number;
	#listeners = new Set<Listener>();
	#onUnclaimed: (change: ChangeEvent) => void;

	constructor(position: number, onUnclaimed: (change: ChangeEvent) => void) {
		this.#keptFrom = position;
		this.#onUnclaimed = onUnclaimed;
	}

	/** The stream's next change. */
	receive(change: ChangeEvent) {
		if (change.seq <= (this.#recent.at(-1)?.seq ?? this.#keptFrom)) return;
		this.#recent.push(change);
		if (this.#recent.length > KEPT_CHANGES) this.#keptFrom = this.#recent.shift()?.seq ?? this.#keptFrom;
		let isClaimed = false;
		for (const listener of this.#listeners) {
			if (!listener.entities.has(change.entity)) continue;
			isClaimed = true;
			if (change.seq > listener.after) listener.onChange(change);
		}
		if (!isClaimed) this.#onUnclaimed(change);
	}

	/** The stream could not resume: the page reloads its data, and changes after `position` follow. */
	restart(position: number) {
		this.#recent = [];
		this.#keptFrom = position;
	}

	/**
	 * Hands `onChange` the changes of `entities` after `after`, those kept first; answers how to stop. Returns null
	 * when some changes after `after` are no longer kept: the caller reloads its data instead.
	 */
	listen(after: number, entities: readonly ChangeEntity[], onChange: (change: ChangeEvent) => void) {
		if (after < this.#keptFrom) return null;
		const listener: Listener = { after, entities: new Set(entities), onChange };
		for (const change of this.#recent) {
			if (change.seq > after && listener.entities.has(change.entity)) onChange(change);
		}
		this.#listeners.add(listener);
		return () => {
			this.#listeners.delete(listener);
		};
	}
}
