import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// What every page runs (React, React Router, i18next): one chunk compresses better than the five it was split into,
// and is one request instead of five on a slow connection.
const FRAMEWORK =
	/node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|cookie|set-cookie-parser|turbo-stream)[\\/]/;

// The small modules every app page runs, shared by several routes: apart, they were some twenty-five chunks,
// whose few hundred bytes compress poorly one by one. Only modules every app page already loads belong here.
const APP_SHELL =
	/[\\/](app[\\/](lib[\\/](app-worker|locale-cookie|catalog|new-build[\\/][\w-]+|api-client|quote-schedule|quote-preference|theme|live-sync[\\/]use-live-changes|localized-path|use-locale|search-param|unsaved-input|changes-in-flight|static-page|hold-count|nonce|use-localized-path)|components[\\/](language-switcher|skip-link|brand-link|ui[\\/](button|menu-on-demand|link|class-names))|routes[\\/]\+tasks[\\/](task-view-context|focus-task))|core[\\/](constants|plans[\\/]plan-gates))\.tsx?$/;

// The changes queue (ADR 0034) and its count, which the task pages and the profile share: one chunk, not a piece for
// each set of pages that loads it. Its merge after a conflict stays on demand.
const CHANGE_QUEUE =
	/[\\/](app[\\/](lib[\\/]change-queue[\\/](browser-queue|change-queue|queue-change|queue-status|queued-change|send-queued)|routes[\\/]\+tasks[\\/]unsent-changes)\.tsx?|idb-keyval[\\/]dist[\\/]index\.js)$/;

export default defineConfig({
	plugins: [tailwindcss(), reactRouter()],
	build: {
		assetsInlineLimit: 0,
		rolldownOptions: {
			output: {
				codeSplitting: {
					groups: [
						{ name: "framework", test: FRAMEWORK },
						{ name: "app-shell", test: APP_SHELL },
						{ name: "change-queue", test: CHANGE_QUEUE },
					],
				},
			},
		},
	},
	// Bundled into the server build so only the icons and primitives in use are loaded, not whole libraries.
	ssr: { noExternal: ["lucide-react", "radix-ui"] },
});
