import { rolldown } from "rolldown";

// The production server as one JavaScript file (build/server.js): Node then starts it without stripping TypeScript
// types at load (Node's type stripper and the sources it keeps cost ~20 MiB of memory and start-up time).
// Packages stay external: they are loaded from node_modules as they would be from the sources.
const isPackage = (id: string) => !id.startsWith(".") && !id.startsWith("/") && !id.startsWith("#");

const bundle = await rolldown({
	input: new URL("../server/main.ts", import.meta.url).pathname,
	platform: "node",
	external: isPackage,
	logLevel: "warn",
});
await bundle.write({ file: new URL("../build/server.js", import.meta.url).pathname, format: "esm" });
await bundle.close();
console.log("bundled the server into build/server.js");
