import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
	plugins: [tailwindcss(), reactRouter()],
	build: { assetsInlineLimit: 0 },
	// Bundled into the server build so only the icons and primitives in use are loaded, not whole libraries.
	ssr: { noExternal: ["lucide-react", "radix-ui"] },
});
