// Browser-safe and dependency-free: what the matrix shows before a user has chosen otherwise.

import type { QuadrantSort } from "#core/constants.ts";

export type ViewOptions = {
	showDateTags: boolean;
	showDescriptions: boolean;
	showCompletedBadge: boolean;
	hideCompleted: boolean;
	/** Below 640 px the matrix shows its quadrants as a 2×2 grid of tiles (each opens full-screen); off, stacked. */
	phoneGrid: boolean;
	quadrantSort: QuadrantSort;
};

export const VIEW_OPTION_DEFAULTS: Readonly<ViewOptions> = {
	showDateTags: true,
	showDescriptions: true,
	showCompletedBadge: true,
	// Done tasks leave the quadrants unless the user wants them there (users from before keep theirs: migration 0024).
	hideCompleted: true,
	phoneGrid: true,
	quadrantSort: "manual",
};
