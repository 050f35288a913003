/** Focuses a task's card after React has placed it (a move re-creates the card in its new quadrant). */
export function focusTask(id: string) {
	requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-task-id="${CSS.escape(id)}"]`)?.focus());
}

/** Keeps the focus on a task's card once a move has shown it in its new place. */
export const keepFocus = ({ id }: { id: string }) => focusTask(id);
