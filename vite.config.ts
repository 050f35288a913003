import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// What every page runs (React, React Router, i18next): one chunk compresses better than the five it was split into,
// and is one request instead of five on a slow connection.
const FRAMEWORK =
	/node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|cookie|set-cookie-parser|turbo-stream)[\\/]/;

export default defineConfig({
	plugins: [tailwindcss(), reactRouter()],
	build: {
		assetsInlineLimit: 0,
		rolldownOptions: { output: { codeSplitting: { groups: [{ name: "framework", test: FRAMEWORK }] } } },
	},
	// Bundled into the server build so only the icons and primitives in use are loaded, not whole libraries.
	ssr: { noExternal: ["lucide-react", "radix-ui"] },
});
