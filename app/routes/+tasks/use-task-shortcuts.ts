import { useEffect, useRef } from "react";
import type { PageTask } from "#app/lib/page-task.ts";
import { QUADRANTS, type Quadrant } from "#core/constants.ts";
import { keepFocus } from "./focus-task.ts";
import type { TaskActions } from "./use-task-actions.ts";

type Options = {
	tasks: PageTask[];
	actions: TaskActions;
	onEdit: (task: PageTask) => void;
	onHelp: () => void;
};

/** The element of the task or quadrant that holds the keyboard focus, found by its data attribute. */
const focusedWithin = (attribute: string) =>
	document.activeElement instanceof HTMLElement
		? document.activeElement.closest<HTMLElement>(`[${attribute}]`)?.getAttribute(attribute)
		: undefined;

/** Whether a key goes into a text field (or a select), where letters and arrows are the field's. */
export const isTyping = (target: EventTarget | null) =>
	target instanceof HTMLElement &&
	(target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/**
 * n (type a new task in the focused quadrant), e, x, Delete, 1–4, / and ? on both views (listed in the help
 * dialog); never while typing or in a dialog.
 */
export function useTaskShortcuts(options: Options) {
	const latest = useRef(options);
	latest.current = options;

	useEffect(() => {
		const onKeyDown = (event: KeyboardEvent) => {
			if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
			if (isTyping(event.target) || document.querySelector("[role=dialog],[role=alertdialog],[role=menu]")) return;
			const { tasks, actions, onEdit, onHelp } = latest.current;
			const task = tasks.find((candidate) => candidate.id === focusedWithin("data-task-id"));
			const quadrant = (focusedWithin("data-quadrant") as Quadrant | undefined) ?? task?.quadrant;
			const digit = Number.parseInt(event.key, 10);
			let isHandled = true;
			if (event.key === "?") onHelp();
			else if (event.key === "/") document.getElementById("matrix-search")?.focus();
			else if (event.key === "n")
				document.querySelector<HTMLElement>(`[data-quick-add="${quadrant ?? QUADRANTS[0]}"]`)?.focus();
			else if (task && event.key === "e") onEdit(task);
			else if (task && event.key === "x") void actions.setDone(task, task.status !== "done");
			else if (task && event.key === "Delete") void actions.remove([task]);
			else if (task && digit >= 1 && digit <= 4) {
				const target = QUADRANTS[digit - 1];
				if (target && target !== task.quadrant) void actions.moveByHand([task], target, null, keepFocus);
			} else isHandled = false;
			if (isHandled) event.preventDefault();
		};
		document.addEventListener("keydown", onKeyDown);
		return () => document.removeEventListener("keydown", onKeyDown);
	}, []);
}
