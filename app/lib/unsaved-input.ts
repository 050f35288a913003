import { useEffect, useState } from "react";
import { createHoldCount } from "./hold-count.ts";

const unsavedInput = createHoldCount();

/** True while an open editor holds input the person has not saved (a reload now would lose it). */
export const hasUnsavedInput = unsavedInput.isHeld;
/** Calls `listener` each time the last editor with unsaved input saves, reverts or closes; returns the unsubscribe. */
export const onUnsavedInputReleased = unsavedInput.onReleased;

/**
 * An editor's form state (a string, or the state object a form replaces on each edit) counts as unsaved once it is
 * no longer what the editor mounted with, until it is again or the editor closes.
 */
export function useUnsavedInput(value: unknown): void {
	const [mountedWith] = useState(value);
	const isUnsaved = !Object.is(value, mountedWith);
	useEffect(() => (isUnsaved ? unsavedInput.hold() : undefined), [isUnsaved]);
}
