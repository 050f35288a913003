import { execFile, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { chmod, chown, mkdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

// The embedded PostgreSQL's files and user (embedded-postgres.ts starts the server): who runs it, its cluster made by
// initdb on first use and handed to that user, and where its socket goes.

const run = promisify(execFile);

// A Unix socket path is limited to 107 bytes on Linux; deeper data directories put the socket under the tmpdir.
const MAX_SOCKET_PATH = 100;
export const SUPERUSER = "postgres";

export type Binaries = { postgres: string; initdb: string };

type Owner = { uid: number; gid: number };

/**
 * PostgreSQL refuses to run as root. As root (containers, CI), the server runs as the system user `postgres`, made
 * when the machine has none; otherwise it runs as the current user.
 */
export async function serverOwner(): Promise<Owner | undefined> {
	if (process.getuid?.() !== 0) return undefined;
	const lookup = async () => ({
		uid: Number((await run("id", ["-u", SUPERUSER])).stdout.trim()),
		gid: Number((await run("id", ["-g", SUPERUSER])).stdout.trim()),
	});
	try {
		return await lookup();
	} catch {
		await run("useradd", ["--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", SUPERUSER]);
		return lookup();
	}
}

export async function initialise(
	bin: Binaries,
	cluster: string,
	owner: Owner | undefined,
	log: { debug: (message: string) => void },
) {
	await rm(cluster, { recursive: true, force: true });
	await mkdir(cluster, { recursive: true, mode: 0o700 });
	if (owner) await chown(cluster, owner.uid, owner.gid);
	log.debug(`initialising an embedded PostgreSQL cluster in ${cluster}`);
	// Trust is safe here: the server listens on no TCP port and its socket is readable by its own user only.
	const args = [
		`--pgdata=${cluster}`,
		`--username=${SUPERUSER}`,
		"--auth=trust",
		"--encoding=UTF8",
		"--locale-provider=builtin",
		"--builtin-locale=C.UTF-8",
		"--locale=C",
		"--no-instructions",
	];
	await new Promise<void>((resolveInit, reject) => {
		const child = spawn(bin.initdb, args, {
			...(owner ?? {}),
			stdio: ["ignore", "pipe", "pipe"],
			env: { LC_ALL: "C" },
		});
		let output = "";
		child.stdout?.on("data", (chunk) => {
			output += chunk;
		});
		child.stderr?.on("data", (chunk) => {
			output += chunk;
		});
		child.once("error", reject);
		child.once("exit", (code) =>
			code === 0 ? resolveInit() : reject(new Error(`initdb failed (exit ${code}): ${output.trim()}`)),
		);
	});
}

/** As root, the server's user must reach its cluster: DATA_DIR is made traversable (not listable) by others. */
export async function makeTraversable(root: string) {
	const mode = (await stat(root)).mode & 0o777;
	if ((mode & 0o001) === 0) await chmod(root, mode | 0o001);
}

/** A cluster copied or restored by root is handed back to the server's user. */
export async function giveTo(cluster: string, owner: Owner) {
	if ((await stat(cluster)).uid !== owner.uid) await run("chown", ["-R", `${owner.uid}:${owner.gid}`, cluster]);
}

export async function socketDirectory(cluster: string, owner: Owner | undefined): Promise<string> {
	if (join(cluster, ".s.PGSQL.5432").length <= MAX_SOCKET_PATH) return cluster;
	const hash = createHash("sha256").update(cluster).digest("hex").slice(0, 16);
	const dir = join(tmpdir(), `quadrant-pg-${hash}`);
	await mkdir(dir, { recursive: true, mode: 0o700 });
	if (owner) await chown(dir, owner.uid, owner.gid);
	return dir;
}
