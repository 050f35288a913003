/**
 * Whether a person is pressing the page: a mouse button or a pen held, or a finger on the screen. What moves the
 * page's layout by itself (the daily quote leaving the flow) waits until they let go: a card slid under a held finger
 * took a drag's drop one place off, and a tap lands on whatever moved under it.
 */
export function watchHandsOnPage() {
	const pressed = new Set<number>();
	let fingers = 0;
	let waiting: (() => void) | null = null;
	const isFree = () => pressed.size === 0 && fingers === 0;
	const runIfFree = () => {
		if (!waiting || !isFree()) return;
		const run = waiting;
		waiting = null;
		run();
	};
	const onPress = (event: PointerEvent) => pressed.add(event.pointerId);
	const onRelease = (event: PointerEvent) => {
		pressed.delete(event.pointerId);
		runIfFree();
	};
	// A touch drag outlives its pointer: the browser cancels the pointer when it might scroll, the finger stays down.
	const onTouch = (event: TouchEvent) => {
		fingers = event.touches?.length ?? 0;
		runIfFree();
	};
	const options = { capture: true, passive: true };
	const pointerEvents = [
		["pointerdown", onPress],
		["pointerup", onRelease],
		["pointercancel", onRelease],
	] as const;
	const touchEvents = ["touchstart", "touchend", "touchcancel"] as const;
	for (const [type, listener] of pointerEvents) window.addEventListener(type, listener, options);
	for (const type of touchEvents) window.addEventListener(type, onTouch, options);
	return {
		/** Runs `run` now if nothing presses the page, or else once the last press ends (a later call replaces it). */
		whenFree: (run: () => void) => {
			waiting = run;
			runIfFree();
		},
		stop: () => {
			waiting = null;
			for (const [type, listener] of pointerEvents) window.removeEventListener(type, listener, options);
			for (const type of touchEvents) window.removeEventListener(type, onTouch, options);
		},
	};
}
