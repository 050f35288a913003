// Browser-safe: the plan names, for pages that show or gate by plan.

export type Plan = "free" | "pro";
