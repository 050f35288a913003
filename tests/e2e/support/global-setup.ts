import type { TestProject } from "vitest/node";
import { startServer } from "#tests/setup/server-process.ts";

declare module "vitest" {
	export interface ProvidedContext {
		baseUrl: string;
	}
}

// One built server for the whole end-to-end suite; each test gets its own browser context (and its own users).
export default async function setup(project: TestProject) {
	const server = await startServer();
	project.provide("baseUrl", server.baseUrl);
	return async () => {
		const code = await server.stop();
		if (code !== 0) throw new Error(`server exited with ${code}:\n${server.output()}`);
	};
}
