import { APIError } from "better-auth/api";
import { DomainError } from "#core/errors/domain-error.ts";
import { BUSY_RETRY_AFTER_SECONDS } from "./hash-slots.ts";

/**
 * Hashing inside better-auth (sign-up, sign-in, password changes) refused for want of a free slot: better-auth answers
 * any error of ours as a 500, so the refusal becomes its own 503 `BUSY` with Retry-After, as our API answers it.
 */
export async function busyAsAuthError<T>(work: () => Promise<T>): Promise<T> {
	try {
		return await work();
	} catch (error) {
		if (!(error instanceof DomainError && error.code === "busy")) throw error;
		throw new APIError(
			"SERVICE_UNAVAILABLE",
			{ code: "BUSY", message: "busy" },
			{ "Retry-After": String(BUSY_RETRY_AFTER_SECONDS) },
		);
	}
}
