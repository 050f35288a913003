import type { KeyboardEvent as ReactKeyboardEvent } from "react";

/**
 * Radix lets only the newest layer hear Escape. A toast that appears while a menu or a dialog is open (an Undo after
 * a drop, an error coming back from the server) is the newest, so Escape closed the toast and left the menu open
 * under the person's fingers. The toast now leaves such an Escape to the layer that holds the focus, marked here;
 * that layer's content closes itself on it.
 */
const leftToFocus = new WeakSet<Event>();
const FOCUS_LAYERS = '[role="menu"],[role="dialog"],[role="alertdialog"]';

/** A toast's `onEscapeKeyDown`: keeps the toast when the focus is in a menu or a dialog. */
export function leaveEscapeToFocusedLayer(event: KeyboardEvent) {
	if (!(event.target instanceof Element) || event.target.closest(FOCUS_LAYERS) === null) return;
	event.preventDefault();
	leftToFocus.add(event);
}

/** A menu's or a dialog's content `onKeyDown`: `close` on an Escape a toast left to it (the innermost layer only). */
export function closeOnEscapeLeftToFocus(close: () => void) {
	return (event: ReactKeyboardEvent) => {
		if (event.key !== "Escape" || !leftToFocus.has(event.nativeEvent)) return;
		leftToFocus.delete(event.nativeEvent);
		event.stopPropagation();
		close();
	};
}
