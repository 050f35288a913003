import { Hono } from "hono";
import type { Database } from "#db/client.server.ts";
import type { Readiness } from "../readiness.ts";

const READINESS_TIMEOUT_MS = 2_000;

/** Liveness answers while the process runs; readiness only while the database answers too, and not once shutting down. */
export function healthRoutes(database: Database, readiness: Readiness) {
	return new Hono()
		.get("/healthz", (c) => c.json({ status: "ok" }))
		.get("/readyz", async (c) => {
			if (readiness.isDraining) return c.json({ status: "draining" }, 503);
			try {
				await withTimeout(database.ping(), READINESS_TIMEOUT_MS);
				return c.json({ status: "ready" });
			} catch {
				return c.json({ status: "unavailable" }, 503);
			}
		});
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
	return Promise.race([
		promise,
		new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), ms).unref()),
	]);
}
