import { COLOR_MODES, type ColorMode, THEME_STORAGE_KEY } from "#core/constants.ts";

// The colour mode lives in localStorage (the specification keeps it local). The same logic runs inline before
// first paint (see THEME_BOOT_SCRIPT) and in the theme menu afterwards.

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
}

export function storeColorMode(mode: ColorMode): void {
	try {
		localStorage.setItem(THEME_STORAGE_KEY, mode);
	} catch {
		// Storage may be unavailable (private mode); the choice still applies to this page.
	}
	applyColorMode(mode);
}

/** Inline, render-blocking copy of readColorMode + applyColorMode, so no page flashes the wrong theme. */
export const THEME_BOOT_SCRIPT = `(function(){var m="system";try{var s=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(s==="light"||s==="dark"||s==="system")m=s}catch(e){}var d=m==="dark"||(m==="system"&&matchMedia("(prefers-color-scheme: dark)").matches);var r=document.documentElement;r.dataset.theme=d?"dark":"light";r.dataset.colorMode=m})()`;
