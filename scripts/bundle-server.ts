import { rolldown } from "rolldown";

// The production server as one JavaScript file (build/server.js): Node then starts it without stripping TypeScript
// types at load (Node's type stripper and the sources it keeps cost ~20 MiB of memory and start-up time).
// Packages stay external: they are loaded from node_modules as they would be from the sources, except better-auth's
// passkey plugin, bundled so that its "@simplewebauthn/server" can be the stand-in that loads it on demand.
const PASSKEY_PLUGIN = "@better-auth/passkey";
const simpleWebAuthnOnDemand = new URL("../server/simplewebauthn-on-demand.ts", import.meta.url).pathname;
// Only the plugin's import is replaced: the stand-in's own import() must reach the real package.
const isStandIn = (id: string, importer: string | undefined) =>
	id === "@simplewebauthn/server" && (importer?.includes(`/node_modules/${PASSKEY_PLUGIN}/`) ?? false);
const isPackage = (id: string, importer: string | undefined) =>
	!id.startsWith(".") &&
	!id.startsWith("/") &&
	!id.startsWith("#") &&
	!id.startsWith(PASSKEY_PLUGIN) &&
	!isStandIn(id, importer);

const bundle = await rolldown({
	input: new URL("../server/main.ts", import.meta.url).pathname,
	platform: "node",
	external: isPackage,
	logLevel: "warn",
	plugins: [
		{
			name: "simplewebauthn-on-demand",
			resolveId: (source, importer) => (isStandIn(source, importer) ? simpleWebAuthnOnDemand : null),
		},
	],
});
await bundle.write({ file: new URL("../build/server.js", import.meta.url).pathname, format: "esm" });
await bundle.close();
console.log("bundled the server into build/server.js");
