// Browser-safe and dependency-free: what the matrix shows before a user has chosen otherwise.

export type ViewOptions = {
	showDateTags: boolean;
	showDescriptions: boolean;
	showCompletedBadge: boolean;
	hideCompleted: boolean;
};

export const VIEW_OPTION_DEFAULTS: Readonly<ViewOptions> = {
	showDateTags: true,
	showDescriptions: true,
	showCompletedBadge: true,
	hideCompleted: false,
};
