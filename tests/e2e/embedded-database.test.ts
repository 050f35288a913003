import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServer } from "#tests/setup/server-process.ts";

// The default database of `npm start`: PostgreSQL shipped with the app, run as a child process in DATA_DIR. These
// tests start the built server on one DATA_DIR again and again, the way an operator's machine would.

const dataDir = await mkdtemp(join(tmpdir(), "quadrant-embedded-"));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const start = () => startServer({}, undefined, { dataDir });

const isAlive = (pid: number) => {
	try {
		process.kill(pid, 0);
		return true;
	} catch {
		return false;
	}
};

async function postmasterPid(): Promise<number> {
	const text = await readFile(join(dataDir, "postgres", "postmaster.pid"), "utf8");
	return Number(text.split("\n")[0]);
}

async function signIn(server: ServerProcess): Promise<string> {
	const response = await fetch(`${server.baseUrl}/api/auth/sign-in/anonymous`, {
		method: "POST",
		headers: { origin: server.baseUrl, "content-type": "application/json" },
		body: "{}",
	});
	expect(response.status).toBe(200);
	return response.headers
		.getSetCookie()
		.map((line) => line.split(";")[0])
		.join("; ");
}

async function titles(server: ServerProcess, cookie: string): Promise<string[]> {
	const response = await fetch(`${server.baseUrl}/api/v1/tasks`, { headers: { cookie } });
	expect(response.status).toBe(200);
	const body = (await response.json()) as { tasks: { title: string; isExample: boolean }[] };
	// The person's own tasks: the first board's examples are not what this test wrote.
	return body.tasks.filter((task) => !task.isExample).map((task) => task.title);
}

async function addTask(server: ServerProcess, cookie: string, title: string) {
	const response = await fetch(`${server.baseUrl}/api/v1/tasks`, {
		method: "POST",
		headers: { cookie, origin: server.baseUrl, "content-type": "application/json" },
		body: JSON.stringify({ id: randomUUID(), title, quadrant: "urgent-important" }),
	});
	expect(response.status).toBe(201);
}

describe("the embedded PostgreSQL server", () => {
	let cookie = "";

	it("starts with the app, keeps what was written, and stops with it", async () => {
		const server = await start();
		expect(server.output()).toContain('"database":"embedded-postgres"');
		const pid = await postmasterPid();
		expect(isAlive(pid)).toBe(true);
		cookie = await signIn(server);
		await addTask(server, cookie, "Written before a clean stop");

		expect(await server.stop()).toBe(0);
		expect(isAlive(pid)).toBe(false);

		const again = await start();
		expect(await titles(again, cookie)).toEqual(["Written before a clean stop"]);
		expect(await again.stop()).toBe(0);
	});

	it("comes back with the data after the app is killed (SIGKILL) and its server is left running", async () => {
		const server = await start();
		await addTask(server, cookie, "Written before the app was killed");
		const orphan = await postmasterPid();
		server.child.kill("SIGKILL");
		await server.stop();
		expect(isAlive(orphan)).toBe(true);

		const again = await start();
		expect(again.output()).toContain("left running by a process that ended");
		expect(isAlive(orphan)).toBe(false);
		expect(await titles(again, cookie)).toEqual(["Written before a clean stop", "Written before the app was killed"]);
		expect(await again.stop()).toBe(0);
	});

	it("stops the app when its database server dies (SIGKILL), and recovers the data on the next start", async () => {
		const server = await start();
		await addTask(server, cookie, "Written before the database was killed");
		process.kill(await postmasterPid(), "SIGKILL");
		await expect.poll(() => server.child.exitCode).toBe(1);
		expect(server.output()).toContain("the embedded PostgreSQL server stopped");

		const again = await start();
		expect(await titles(again, cookie)).toEqual([
			"Written before a clean stop",
			"Written before the app was killed",
			"Written before the database was killed",
		]);
		expect(await again.stop()).toBe(0);
	});
});
