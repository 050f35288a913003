import type { Locale } from "#core/constants.ts";
import { localizePath } from "./localized-path.ts";

/** The page canvas of the light and dark themes (app/styles/app.css `--canvas`): the title bar and splash colours. */
export const THEME_COLORS = { light: "#f7f7f5", dark: "#121212" } as const;

/** Where the web app manifest in `locale` is served (server/api/web-app-manifest.ts). */
export const manifestPath = (locale: Locale) => localizePath("/manifest.webmanifest", locale);
