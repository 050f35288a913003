import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { handleError } from "./entry.server.tsx";
import { type RequestContextValue, requestContext } from "./lib/request-context.ts";

// React Router's own request handler around one page that takes no form posts, reporting to our handleError.
function pageServer() {
	const levels: string[] = [];
	const logger = Object.fromEntries(
		["fatal", "error", "warn", "info", "debug", "trace"].map((level) => [level, () => void levels.push(level)]),
	);
	const build = {
		entry: {
			module: { default: (_request: Request, status: number) => new Response("page", { status }), handleError },
		},
		routes: { root: { id: "root", path: "", module: { default: () => null, loader: () => null } } },
		assets: { entry: { imports: [], module: "" }, routes: {}, url: "", version: "1" },
		publicPath: "/",
		assetsBuildDirectory: "",
		future: {},
		ssr: true,
		isSpaMode: false,
		prerender: [],
		routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
	} as unknown as ServerBuild;
	const handle = createRequestHandler(build, "production");
	const request = (init: RequestInit) => {
		const context = new RouterContextProvider();
		context.set(requestContext, { logger } as unknown as RequestContextValue);
		return handle(new Request("http://localhost:3000/", init), context);
	};
	return { request, levels };
}

describe("page errors a client causes at will", () => {
	it("log a 405 (a form posted to a page without an action) below error level", async () => {
		const { request, levels } = pageServer();
		const response = await request({ method: "POST", body: new URLSearchParams({ a: "1" }) });
		expect(response.status).toBe(405);
		expect(levels.length).toBeGreaterThan(0);
		expect(levels).not.toContain("error");
	});

	it("log a form posted from another origin below error level", async () => {
		const { request, levels } = pageServer();
		const response = await request({
			method: "POST",
			headers: { origin: "https://evil.example" },
			body: new URLSearchParams({ a: "1" }),
		});
		expect(response.status).toBe(400);
		expect(levels.length).toBeGreaterThan(0);
		expect(levels).not.toContain("error");
	});
});
