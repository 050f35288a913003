import type { ContentfulStatusCode } from "hono/utils/http-status";
import { BUSY_RETRY_AFTER_SECONDS } from "#core/auth/hash-slots.ts";
import type { DomainErrorCode } from "#core/errors/domain-error.ts";

/**
 * What each refusal of the domain layer means in HTTP. Another user's resource is "not found", never "forbidden";
 * 403 is for what the plan or the kind of account does not allow; 502 for a service we depend on that failed; 429 and
 * 503 ask the client to come back later (Retry-After says when).
 */
export const DOMAIN_ERROR_STATUS: Record<DomainErrorCode, ContentfulStatusCode> = {
	not_found: 404,
	version_conflict: 409,
	plan_limit: 403,
	pro_required: 403,
	account_required: 403,
	already_has_account: 409,
	email_in_use: 409,
	email_required: 409,
	board_name_taken: 409,
	default_board: 409,
	confirmation_mismatch: 400,
	price_unavailable: 404,
	not_cancelling: 409,
	subscription_ended: 409,
	subscription_cancel_failed: 502,
	too_many_attempts: 429,
	busy: 503,
	password_too_common: 400,
	password_contains_context: 400,
	sign_in_again: 403,
	too_many_examples: 409,
	repeat_needs_due_date: 400,
	checklist_full: 409,
};

/** Seconds a client waits before it tries again, for the refusals that say "later". */
export const DOMAIN_ERROR_RETRY_AFTER: Partial<Record<DomainErrorCode, number>> = {
	too_many_attempts: 60,
	busy: BUSY_RETRY_AFTER_SECONDS,
};
