import { readFileSync, writeFileSync } from "node:fs";

// The registry this project installs from does not serve native bindings for platforms other than the one it
// runs on (darwin, win32, ...). `npm install` then leaves them out of package-lock.json, and `npm ci` refuses the
// lockfile as out of sync. This adds each missing binding as the optional, platform-restricted entry a full
// registry would have produced, so `npm ci` skips it here and installs it on its own platform.
// Run after every dependency change: `node scripts/complete-lockfile.ts`.

type LockEntry = { version?: string; dev?: boolean; optional?: boolean; optionalDependencies?: Record<string, string> };
const LOCKFILE = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(LOCKFILE, "utf8")) as { packages: Record<string, LockEntry> };

const OS = ["android", "darwin", "freebsd", "linux", "win32", "openharmony", "sunos", "aix", "netbsd", "openbsd"];
const CPU = ["arm64", "x64", "arm", "ia32", "ppc64", "riscv64", "s390x", "loong64", "wasm32"];

function platformOf(name: string) {
	const parts = (name.split("/").pop() ?? name).split("-");
	const os = parts.find((part) => OS.includes(part));
	const cpu = parts.find((part) => CPU.includes(part));
	if (!cpu) return undefined;
	const isMusl = parts.some((part) => part.startsWith("musl"));
	const isGnu = parts.some((part) => part.startsWith("gnu"));
	return {
		...(os ? { os: [os] } : {}),
		cpu: [cpu],
		...(os === "linux" && (isMusl || isGnu) ? { libc: [isMusl ? "musl" : "glibc"] } : {}),
	};
}

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
	for (const [dependency, version] of Object.entries(entry.optionalDependencies ?? {})) {
		const base = path === "" ? "node_modules/" : `${path}/node_modules/`;
		const isPresent = [`${base}${dependency}`, `node_modules/${dependency}`].some((key) => key in lock.packages);
		const platform = platformOf(dependency);
		if (isPresent || !platform) continue;
		lock.packages[`node_modules/${dependency}`] = {
			version,
			...(entry.dev ? { dev: true } : {}),
			optional: true,
			...platform,
		} as LockEntry;
		added++;
	}
}
lock.packages = Object.fromEntries(
	Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCKFILE, `${JSON.stringify(lock, null, "\t")}\n`);
console.log(`complete-lockfile: added ${added} platform-specific optional entries`);
