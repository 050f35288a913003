import { COLOR_MODES, type ColorMode, THEME_STORAGE_KEY } from "#core/constants.ts";
import { THEME_COLORS } from "./web-app-manifest-link.ts";

/** The id of the theme-color meta a chosen mode adds (see paintTitleBar). */
export const CHOSEN_THEME_COLOR_ID = "chosen-theme-color";

// The colour mode lives in localStorage (the specification keeps it local). The same logic runs inline before
// first paint (see theme-boot-script.ts) and in the theme menu afterwards.

export function readColorMode(): ColorMode {
	try {
		const stored = localStorage.getItem(THEME_STORAGE_KEY);
		return (COLOR_MODES as readonly string[]).includes(stored ?? "") ? (stored as ColorMode) : "system";
	} catch {
		return "system";
	}
}

export function applyColorMode(mode: ColorMode): void {
	const isDark = mode === "dark" || (mode === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
	const root = document.documentElement;
	root.dataset.theme = isDark ? "dark" : "light";
	root.dataset.colorMode = mode;
	paintTitleBar(mode);
}

/**
 * The browser's title bar follows the chosen mode, not only the system's. The page's two theme-color metas (one per
 * system scheme, app/root.tsx) are React's and stay as rendered: React matches them by their attributes when it
 * hydrates, and would add copies of any it found changed. A chosen mode puts a meta of its own, for every scheme,
 * before them (the first that matches wins); "system" removes it.
 */
function paintTitleBar(mode: ColorMode): void {
	let chosen = document.getElementById(CHOSEN_THEME_COLOR_ID) as HTMLMetaElement | null;
	if (mode === "system") {
		chosen?.remove();
		return;
	}
	if (!chosen) {
		chosen = document.createElement("meta");
		chosen.name = "theme-color";
		chosen.id = CHOSEN_THEME_COLOR_ID;
		document.head.insertBefore(chosen, document.querySelector('meta[name="theme-color"]'));
	}
	chosen.content = THEME_COLORS[mode];
}

export function storeColorMode(mode: ColorMode): void {
	try {
		localStorage.setItem(THEME_STORAGE_KEY, mode);
	} catch {
		// Storage may be unavailable (private mode); the choice still applies to this page.
	}
	applyColorMode(mode);
}
