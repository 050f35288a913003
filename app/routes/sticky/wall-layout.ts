/**
 * How this device shows the sticky wall: four sections (one per quadrant) or one mixed wall by due date. A cookie
 * rather than a setting: the server reads it, so the first paint already has the right layout.
 */
const WALL_LAYOUT_COOKIE = "quadrant-wall";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export type WallLayout = "sections" | "by-due-date";

export function wallLayoutFrom(cookieHeader: string | null): WallLayout {
	const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${WALL_LAYOUT_COOKIE}=([^;]+)`));
	return match?.[1] === "by-due-date" ? "by-due-date" : "sections";
}

export function rememberWallLayout(layout: WallLayout) {
	const secure = location.protocol === "https:" ? "; Secure" : "";
	// biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, as for the board (last-board.ts).
	document.cookie = `${WALL_LAYOUT_COOKIE}=${layout}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}
