import { CookieJar } from "./cookie-jar.ts";
import { TEST_BASE_URL } from "./test-app.ts";

type RequestApp = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

/** A signed-in (or not) API client for an in-process app: same-origin JSON requests that keep their cookies. */
export function apiClient(app: RequestApp, { ip = "203.0.113.1" }: { ip?: string } = {}) {
	const jar = new CookieJar();
	const send = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
		const response = await app.request(path, {
			method,
			headers: {
				origin: TEST_BASE_URL,
				"x-real-ip": ip,
				...(body === undefined ? {} : { "content-type": "application/json" }),
				...(jar.cookies.size ? { cookie: jar.header() } : {}),
				...headers,
			},
			body: body === undefined ? undefined : JSON.stringify(body),
			redirect: "manual",
		});
		return jar.store(response);
	};
	return {
		jar,
		get: (path: string, headers?: Record<string, string>) => send("GET", path, undefined, headers),
		post: (path: string, body: unknown = {}, headers?: Record<string, string>) => send("POST", path, body, headers),
		send,
		json: async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T,
	};
}

export type ApiClient = ReturnType<typeof apiClient>;
