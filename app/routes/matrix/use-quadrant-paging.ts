import { type TouchEvent, useEffect, useRef } from "react";
import { isTyping } from "#app/routes/+tasks/use-task-shortcuts.ts";
import type { Quadrant } from "#core/constants.ts";
import { neighbourOf } from "./use-open-quadrant.ts";

/** The width below which app/styles/matrix-phone.css shows one quadrant at a time (Tailwind's `sm`). */
const PHONE_WIDTH = "(width < 40rem)";
/** A swipe: mostly sideways, and long enough not to be a tap or a scroll that drifted. */
const SWIPE_DISTANCE = 60;

type Options = {
	/** The quadrant shown full-screen, or null (the grid, or the four stacked quadrants). */
	openQuadrant: Quadrant | null;
	onShow: (quadrant: Quadrant) => void;
	onBack: () => void;
};

/**
 * Going between quadrants opened full-screen on a phone: Escape back to the grid, Left and Right to the previous
 * and next quadrant (not while typing, in a menu or a dialog, or carrying a card), and a sideways swipe. Returns
 * the swipe's touch handlers and `onCarrying`, told when a card is lifted and dropped (its slide is no swipe).
 */
export function useQuadrantPaging({ openQuadrant, onShow, onBack }: Options) {
	const latest = useRef({ openQuadrant, onShow, onBack });
	latest.current = { openQuadrant, onShow, onBack };
	const isCarrying = useRef(false);
	const touchStart = useRef<{ x: number; y: number } | null>(null);

	useEffect(() => {
		const onKeyDown = (event: KeyboardEvent) => {
			const { openQuadrant: shown, onShow: show, onBack: back } = latest.current;
			if (!shown || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
			if (isCarrying.current || isTyping(event.target) || !window.matchMedia(PHONE_WIDTH).matches) return;
			if (document.querySelector("[role=dialog],[role=alertdialog],[role=menu]")) return;
			if (event.key === "Escape") back();
			else if (event.key === "ArrowLeft") show(neighbourOf(shown, -1));
			else if (event.key === "ArrowRight") show(neighbourOf(shown, 1));
			else return;
			event.preventDefault();
		};
		document.addEventListener("keydown", onKeyDown);
		return () => document.removeEventListener("keydown", onKeyDown);
	}, []);

	const swipeHandlers = {
		onTouchStart: (event: TouchEvent) => {
			const touch = event.touches[0];
			isCarrying.current = false;
			touchStart.current = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
		},
		onTouchEnd: (event: TouchEvent) => {
			const start = touchStart.current;
			const touch = event.changedTouches[0];
			touchStart.current = null;
			if (!start || !touch || !openQuadrant || isCarrying.current || isTyping(event.target)) return;
			const dx = touch.clientX - start.x;
			const dy = touch.clientY - start.y;
			if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < 2 * Math.abs(dy)) return;
			// A swipe to the left brings the next quadrant in from the right, as pages turn.
			onShow(neighbourOf(openQuadrant, dx < 0 ? 1 : -1));
		},
	};
	return {
		swipeHandlers,
		onCarrying: (isNow: boolean) => {
			// Stays set until the next touch begins: the finger lifting after a drop is no swipe either.
			if (isNow) isCarrying.current = true;
			else if (!touchStart.current) isCarrying.current = false;
		},
	};
}
