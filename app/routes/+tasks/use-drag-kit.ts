import {
	type FocusEvent,
	type KeyboardEvent,
	type MouseEvent,
	type TouchEvent,
	useCallback,
	useEffect,
	useRef,
	useState,
} from "react";
import type { DragKit } from "./drag-kit.tsx";
import { createDragStore } from "./drag-store.ts";

let loading: Promise<DragKit> | undefined;
let loaded: DragKit | undefined;

/** The module, once; a load that failed (offline, or cut by a sign-out clearing the site) is asked for again next time. */
function loadDragKit() {
	loading ??= import("./drag-kit.tsx").then(
		({ default: kit }) => {
			loaded = kit;
			return kit;
		},
		(error: unknown) => {
			loading = undefined;
			throw error;
		},
	);
	return loading;
}

/** A draggable card's handle the event happened in, if any. */
const handleOf = (target: EventTarget) =>
	target instanceof Element ? target.closest<HTMLElement>("[data-task-id]:not([aria-disabled])") : null;

/**
 * dnd-kit on demand: a board renders at rest (no dnd-kit) until the first sign of a drag on it (the pointer over
 * it, focus in it, a touch), then loads drag-kit.tsx and mounts its LiveDragAndDrop beside it. Not at idle and
 * not preloaded: that would count in the page's first load, which is what this saves. The press that starts a
 * drag may come before the module: a mouse press or a touch still held, or Space on a focused card, is replayed
 * on the same element once the cards have their handlers, so the first drag works.
 */
export function useDragKit() {
	const [kit, setKit] = useState(loaded);
	const [store] = useState(createDragStore);
	const isLive = kit !== undefined;
	const pending = useRef<(() => void) | null>(null);
	const wake = () => {
		// Not come (offline, or the page is being left): the next sign of a drag asks again.
		if (!isLive) loadDragKit().then(setKit, () => {});
	};
	// A release before the replay: nothing to replay.
	useEffect(() => {
		if (isLive) return;
		const forget = () => {
			pending.current = null;
		};
		window.addEventListener("mouseup", forget);
		window.addEventListener("touchend", forget);
		window.addEventListener("touchcancel", forget);
		return () => {
			window.removeEventListener("mouseup", forget);
			window.removeEventListener("touchend", forget);
			window.removeEventListener("touchcancel", forget);
		};
	}, [isLive]);
	const onReady = useCallback(() => {
		pending.current?.();
		pending.current = null;
	}, []);
	const handlers = {
		onPointerOver: wake,
		onFocus: (_event: FocusEvent) => wake(),
		onMouseDown: (event: MouseEvent) => {
			wake();
			const { target, button, clientX, clientY } = event;
			if (isLive || button !== 0 || !handleOf(target)) return;
			pending.current = () =>
				target.dispatchEvent(
					new window.MouseEvent("mousedown", { bubbles: true, cancelable: true, button, buttons: 1, clientX, clientY }),
				);
		},
		onTouchStart: (event: TouchEvent) => {
			wake();
			const { target, touches } = event;
			const touch = touches[0];
			if (isLive || touches.length !== 1 || !touch || !handleOf(target)) return;
			const { identifier, clientX, clientY, pageX, pageY, screenX, screenY } = touch;
			pending.current = () => {
				// Not every browser can make a touch (Safari has no Touch constructor): the next press works there.
				if (typeof window.Touch !== "function") return;
				const replayed = new window.Touch({ identifier, target, clientX, clientY, pageX, pageY, screenX, screenY });
				const touchList = [replayed];
				target.dispatchEvent(
					new window.TouchEvent("touchstart", {
						bubbles: true,
						cancelable: true,
						touches: touchList,
						targetTouches: touchList,
						changedTouches: touchList,
					}),
				);
			};
		},
		onKeyDown: (event: KeyboardEvent) => {
			if (isLive || event.code !== "Space" || handleOf(event.target) !== event.target) return;
			// Not the page's scroll: Space picks the card up, as soon as drag and drop is there.
			event.preventDefault();
			wake();
			const { target } = event;
			pending.current = () => {
				if (document.activeElement === target)
					target.dispatchEvent(
						new window.KeyboardEvent("keydown", { key: " ", code: "Space", bubbles: true, cancelable: true }),
					);
			};
		},
	};
	return { kit, store, handlers, onReady };
}
