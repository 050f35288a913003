import type { Locale } from "#core/constants.ts";
import type { ApiErrorBody } from "#core/errors/api-error-body.ts";
import { trackChange } from "./changes-in-flight.ts";
import { localizePath } from "./localized-path.ts";

export const MAX_NETWORK_RETRIES = 3;
const RETRY_DELAYS_MS = [200, 400, 800];

/** A refusal the server explained (4xx/5xx with the structured error). */
export class ApiError extends Error {
	readonly status: number;
	readonly code: string;
	readonly fields: Record<string, string>;
	constructor(status: number, body: ApiErrorBody["error"]) {
		super(body.message);
		this.name = "ApiError";
		this.status = status;
		this.code = body.code;
		this.fields = body.fields ?? {};
	}
}

/** The network failed even after the retries. */
export class NetworkError extends Error {
	constructor(cause: unknown) {
		super("network", { cause });
		this.name = "NetworkError";
	}
}

type Options = { method?: string; body?: unknown; idempotencyKey?: string; locale: Locale };

/**
 * JSON to and from /api/v1: retries network failures up to 3 times (with the same idempotency key, so a retried
 * mutation never applies twice), and on 401 clears what the page knows and goes to sign-in.
 */
export async function apiRequest<T>(path: string, options: Options): Promise<T> {
	if ((options.method ?? "GET") === "GET") return request<T>(path, options);
	return trackChange(() => request<T>(path, options));
}

async function request<T>(path: string, { method = "GET", body, idempotencyKey, locale }: Options): Promise<T> {
	// The page's language, so the API's messages and what it creates (a default board's name) speak it, whatever the
	// browser's own languages or an older locale cookie say (server/request-locale.ts).
	const headers: Record<string, string> = { accept: "application/json", "accept-language": locale };
	if (body !== undefined) headers["content-type"] = "application/json";
	if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
	let response: Response | undefined;
	for (let attempt = 0; ; attempt++) {
		try {
			response = await fetch(`/api/v1${path}`, {
				method,
				headers,
				body: body === undefined ? undefined : JSON.stringify(body),
				credentials: "same-origin",
			});
			break;
		} catch (error) {
			if (attempt >= MAX_NETWORK_RETRIES) throw new NetworkError(error);
			await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt] ?? 800));
		}
	}
	if (response.status === 401) {
		onUnauthorized(locale);
		throw new ApiError(401, { code: "unauthorized", message: "" });
	}
	const data = response.status === 204 ? undefined : await response.json().catch(() => undefined);
	if (!response.ok)
		throw new ApiError(response.status, (data as ApiErrorBody | undefined)?.error ?? { code: "internal", message: "" });
	return data as T;
}

/** The session ended elsewhere (expired or revoked): forget local state and sign in again, by a full page load. */
function onUnauthorized(locale: Locale): void {
	try {
		sessionStorage.clear();
	} catch {
		// storage unavailable: nothing to clear
	}
	const back = `${location.pathname}${location.search}`;
	location.assign(`${localizePath("/login", locale)}?redirect=${encodeURIComponent(back)}`);
}
