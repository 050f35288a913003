/** Held while any of its holders keeps it (an API change in flight, an editor with unsaved input). */
export type HoldCount = {
	/** Takes a hold; the function it returns lets go (once, however often it is called). */
	hold: () => () => void;
	isHeld: () => boolean;
	/** Calls `listener` each time the last hold is let go; returns the unsubscribe. */
	onReleased: (listener: () => void) => () => void;
};

export function createHoldCount(): HoldCount {
	let holds = 0;
	const listeners = new Set<() => void>();
	return {
		hold: () => {
			holds++;
			let isReleased = false;
			return () => {
				if (isReleased) return;
				isReleased = true;
				holds--;
				if (holds === 0) for (const listener of [...listeners]) listener();
			};
		},
		isHeld: () => holds > 0,
		onReleased: (listener) => {
			listeners.add(listener);
			return () => listeners.delete(listener);
		},
	};
}
