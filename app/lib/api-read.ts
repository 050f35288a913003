import type { Locale } from "#core/constants.ts";
import { apiRequest } from "./api-client.ts";

// The reads the pages make of /api/v1 after their first render, by name: with the registry of mutations
// (core/mutations/), the only place client code names an API path.

const READS = {
	/** One task as the server has it now (a queued edit's merge after a conflict). */
	"task.get": (id: string) => `/tasks/${encodeURIComponent(id)}`,
	"session.list": () => "/account/sessions",
	"billing.status": () => "/billing/status",
	"pushSubscription.publicKey": () => "/push-subscriptions/public-key",
};

type ReadName = keyof typeof READS;

/** GETs the read `name` (with its path's parameters); rejects with ApiError or NetworkError. */
export function apiRead<Answer>(name: ReadName, locale: Locale, ...params: Parameters<(typeof READS)[ReadName]>) {
	const path = (READS[name] as (...params: string[]) => string)(...params);
	return apiRequest<Answer>(path, { locale });
}
