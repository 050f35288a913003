/**
 * Keeps the focus on a task's card once a move has shown it in its new place: after React has placed it (a move
 * re-creates the card in its new quadrant).
 */
export const keepFocus = ({ id }: { id: string }) =>
	requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-task-id="${CSS.escape(id)}"]`)?.focus());
