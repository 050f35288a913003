import { LOCALE_COOKIE_MAX_AGE_DAYS, LOCALE_COOKIE_NAME, THEME_STORAGE_KEY } from "#core/constants.ts";
import { PAINT_TITLE_BAR_SCRIPT } from "./theme-boot-script.ts";

/**
 * The whole of a static page's JavaScript (ADR 0026), inline with the CSP nonce, run once at the end of <body>:
 * - the theme menu's radios show, store and apply the colour mode the way app/lib/theme.ts does, and the mode
 *   "system" follows the system's setting while the page is open;
 * - a language link remembers the choice in the cookie the React switcher sets (app/lib/locale-cookie.ts);
 * - an open menu closes with Escape (focus back on its summary), on a click elsewhere, or when another opens.
 * The theme itself is applied before first paint by THEME_BOOT_SCRIPT; without JavaScript the links still work.
 */
export const STATIC_CONTROLS_SCRIPT = `(function () {
	var doc = document, root = doc.documentElement, dark = matchMedia("(prefers-color-scheme: dark)");
	var choices = doc.querySelectorAll("input[data-color-mode-choice]");
	function apply(mode) {
		root.dataset.theme = mode === "dark" || (mode === "system" && dark.matches) ? "dark" : "light";
		root.dataset.colorMode = mode;
		(${PAINT_TITLE_BAR_SCRIPT})(mode);
	}
	function show() {
		choices.forEach(function (choice) {
			choice.checked = choice.value === (root.dataset.colorMode || "system");
			if (choice.checked) choice.closest("details").querySelector("summary").setAttribute("aria-label", choice.dataset.currentLabel);
		});
	}
	show();
	dark.addEventListener("change", function () {
		if (root.dataset.colorMode === "system") apply("system");
	});
	doc.addEventListener("change", function (event) {
		var choice = event.target;
		if (!choice.hasAttribute("data-color-mode-choice")) return;
		try { localStorage.setItem(${JSON.stringify(THEME_STORAGE_KEY)}, choice.value); } catch (error) {}
		apply(choice.value);
		show();
	});
	doc.addEventListener("click", function (event) {
		var link = event.target.closest("a[data-locale]");
		if (link) doc.cookie = ${JSON.stringify(`${LOCALE_COOKIE_NAME}=`)} + link.dataset.locale + "; Max-Age=${LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60}; Path=/; SameSite=Lax" + (location.protocol === "https:" ? "; Secure" : "");
		doc.querySelectorAll("details[data-menu][open]").forEach(function (menu) {
			if (!menu.contains(event.target)) menu.open = false;
		});
	});
	doc.addEventListener("keydown", function (event) {
		var menu = event.key === "Escape" && event.target.closest && event.target.closest("details[data-menu][open]");
		if (!menu) return;
		menu.open = false;
		menu.querySelector("summary").focus();
	});
})();`;
