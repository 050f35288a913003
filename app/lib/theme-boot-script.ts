import { THEME_STORAGE_KEY } from "#core/constants.ts";
import { CHOSEN_THEME_COLOR_ID } from "./theme.ts";
import { THEME_COLORS } from "./web-app-manifest-link.ts";

/** The inline scripts' copy of theme.ts's paintTitleBar, as a function expression taking the mode. */
export const PAINT_TITLE_BAR_SCRIPT = `function(m){var d=document,c=d.getElementById(${JSON.stringify(CHOSEN_THEME_COLOR_ID)});if(m!=="light"&&m!=="dark"){if(c)c.remove();return}if(!c){c=d.createElement("meta");c.name="theme-color";c.id=${JSON.stringify(CHOSEN_THEME_COLOR_ID)};var f=d.querySelector('meta[name="theme-color"]');d.head.insertBefore(c,f)}c.content=${JSON.stringify(THEME_COLORS)}[m]}`;

/** Inline, render-blocking copy of theme.ts's readColorMode + applyColorMode, so no page flashes the wrong theme. */
export const THEME_BOOT_SCRIPT = `(function(){var m="system";try{var s=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(s==="light"||s==="dark"||s==="system")m=s}catch(e){}var d=m==="dark"||(m==="system"&&matchMedia("(prefers-color-scheme: dark)").matches);var r=document.documentElement;r.dataset.theme=d?"dark":"light";r.dataset.colorMode=m;(${PAINT_TITLE_BAR_SCRIPT})(m)})()`;
