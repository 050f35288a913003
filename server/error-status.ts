import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { DomainErrorCode } from "#core/errors/domain-error.ts";

/**
 * What each refusal of the domain layer means in HTTP. Another user's resource is "not found", never "forbidden";
 * 403 is for what the plan or the kind of account does not allow; 502 for a service we depend on that failed.
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
};
