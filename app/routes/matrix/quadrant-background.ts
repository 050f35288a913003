import type { Quadrant } from "#core/constants.ts";

/** Each quadrant's colour, the same in its section and its tile on a phone. */
export const QUADRANT_BACKGROUND: Record<Quadrant, string> = {
	"urgent-important": "bg-q1",
	"not-urgent-important": "bg-q2",
	"urgent-not-important": "bg-q3",
	"not-urgent-not-important": "bg-q4",
};
