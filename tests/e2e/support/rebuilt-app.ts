import { spawn } from "node:child_process";
import { appendFile, cp, mkdtemp, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
// What `npm run build` reads (.gitignore too: Tailwind's scan of the sources skips build/ by it), and what the built
// server reads at run time (db/migrations).
const SOURCES = [
	".gitignore",
	"app",
	"core",
	"config",
	"db",
	"locales",
	"public",
	"scripts",
	"server",
	"package.json",
	"CHANGELOG.md",
	"react-router.config.ts",
	"vite.config.ts",
	"tsconfig.json",
];

/** The client files the next deploy changes: the entry (so the build's version changes) and the lazy task editor. */
const CHANGED_FILES = ["app/entry.client.tsx", "app/routes/+tasks/task-editor-dialog.tsx"];

export type RebuiltApp = { root: string; remove: () => Promise<void> };

/**
 * The next deploy: a copy of this app in which two client modules gained a statement, built with `npm run build`
 * into the copy's own build/. Its client files and React Router's manifest version differ from this checkout's
 * build, as after any change to the client; the task editor's chunk of this checkout's build is not in it.
 */
export async function buildRebuiltApp(): Promise<RebuiltApp> {
	const root = await mkdtemp(join(tmpdir(), "quadrant-rebuilt-"));
	await Promise.all(SOURCES.map((entry) => cp(join(ROOT, entry), join(root, entry), { recursive: true })));
	await symlink(join(ROOT, "node_modules"), join(root, "node_modules"), "dir");
	for (const file of CHANGED_FILES) {
		await appendFile(join(root, file), '\n(globalThis as { quadrantDeploy?: string }).quadrantDeploy = "next";\n');
	}
	await run("npm", ["run", "build"], root);
	return { root, remove: () => rm(root, { recursive: true, force: true }) };
}

function run(command: string, args: string[], cwd: string): Promise<void> {
	return new Promise((resolve, reject) => {
		// Not the test runner's environment: its NODE_ENV=test would make Vite build React's development files.
		const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "production" };
		const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
		let output = "";
		child.stdout.on("data", (chunk) => {
			output += chunk;
		});
		child.stderr.on("data", (chunk) => {
			output += chunk;
		});
		child.once("error", reject);
		child.once("exit", (code) =>
			code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited ${code}:\n${output}`)),
		);
	});
}
