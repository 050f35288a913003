// Browser-safe and dependency-free, so pages can name the quadrants without loading the validation library.

export const QUADRANTS = [
	"urgent-important",
	"not-urgent-important",
	"urgent-not-important",
	"not-urgent-not-important",
] as const;
export type Quadrant = (typeof QUADRANTS)[number];
