import { COLOR_MODES, type ColorMode, THEME_STORAGE_KEY } from "#core/constants.ts";
import { THEME_COLORS } from "./web-app-manifest-link.ts";

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
 * The browser's title bar follows the chosen mode, not only the system's: the two theme-color metas (one per system
 * scheme, in app/root.tsx) both take the chosen mode's colour, or each its own scheme's colour again for "system".
 */
function paintTitleBar(mode: ColorMode): void {
	for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
		const scheme = meta.media.includes("dark") ? "dark" : "light";
		meta.content = THEME_COLORS[mode === "system" ? scheme : mode];
	}
}

export function storeColorMode(mode: ColorMode): void {
	try {
		localStorage.setItem(THEME_STORAGE_KEY, mode);
	} catch {
		// Storage may be unavailable (private mode); the choice still applies to this page.
	}
	applyColorMode(mode);
}
