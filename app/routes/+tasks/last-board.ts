/** The board a device showed last, so /matrix or /sticky without `?board=` opens it again (a cookie: the server reads it). */
const LAST_BOARD_COOKIE = "quadrant-board";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function lastBoardFrom(cookieHeader: string | null): string | null {
	const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${LAST_BOARD_COOKIE}=([^;]+)`));
	return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export function rememberBoard(board: string) {
	const secure = location.protocol === "https:" ? "; Secure" : "";
	// biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, as for the language (locale-cookie.ts).
	document.cookie = `${LAST_BOARD_COOKIE}=${encodeURIComponent(board)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}
