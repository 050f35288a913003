import { type ChildProcess, spawn } from "node:child_process";
import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port.ts";

const PGBOUNCER = "/usr/sbin/pgbouncer";

export type Pgbouncer = {
	/** The same database as `databaseUrl`, reached through pgbouncer in transaction mode. */
	url: string;
	stop: () => Promise<void>;
};

/**
 * Debian's pgbouncer (installed by .ci/run) on a free loopback port in front of `databaseUrl`'s server, in
 * transaction mode: each transaction may run on a different server connection, as behind a production pooler.
 */
export async function startPgbouncer(databaseUrl: string): Promise<Pgbouncer> {
	const target = new URL(databaseUrl);
	const port = await freePort();
	const dir = await mkdtemp(join(tmpdir(), "quadrant-pgbouncer-"));
	// pgbouncer will not run as root: started as root (as in CI) it switches to postgres, who must read these files.
	await chmod(dir, 0o755);
	const user = decodeURIComponent(target.username || "postgres");
	await writeFile(join(dir, "users.txt"), `"${user}" ""\n`, { mode: 0o644 });
	await writeFile(
		join(dir, "pgbouncer.ini"),
		[
			"[databases]",
			`* = host=${target.hostname} port=${target.port || "5432"}`,
			"[pgbouncer]",
			"listen_addr = 127.0.0.1",
			`listen_port = ${port}`,
			"unix_socket_dir =",
			"auth_type = trust",
			`auth_file = ${join(dir, "users.txt")}`,
			"pool_mode = transaction",
			"default_pool_size = 5",
			"max_client_conn = 200",
			// node-postgres sends these at connect; statement_timeout as docs/operations.md says.
			"ignore_startup_parameters = extra_float_digits,application_name,statement_timeout",
		].join("\n"),
		{ mode: 0o644 },
	);
	const args = process.getuid?.() === 0 ? ["-u", "postgres", join(dir, "pgbouncer.ini")] : [join(dir, "pgbouncer.ini")];
	const child: ChildProcess = spawn(PGBOUNCER, args, { stdio: ["ignore", "pipe", "pipe"] });
	let output = "";
	child.stdout?.on("data", (chunk) => {
		output += chunk;
	});
	child.stderr?.on("data", (chunk) => {
		output += chunk;
	});
	const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
	const url = new URL(databaseUrl);
	url.port = String(port);
	url.hostname = "127.0.0.1";
	await waitForPort(port, () => output, exited);
	return {
		url: url.toString(),
		stop: async () => {
			if (child.exitCode === null) child.kill("SIGTERM");
			await exited;
			await rm(dir, { recursive: true, force: true });
		},
	};
}

async function waitForPort(port: number, output: () => string, exited: Promise<void>) {
	let hasExited = false;
	void exited.then(() => {
		hasExited = true;
	});
	const deadline = Date.now() + 10_000;
	while (Date.now() < deadline) {
		if (hasExited) throw new Error(`pgbouncer exited:\n${output()}`);
		const isOpen = await new Promise<boolean>((resolve) => {
			const socket = connect(port, "127.0.0.1", () => {
				socket.end();
				resolve(true);
			});
			socket.on("error", () => resolve(false));
		});
		if (isOpen) return;
		await new Promise((resolve) => setTimeout(resolve, 50));
	}
	throw new Error(`pgbouncer did not listen in 10 s:\n${output()}`);
}
