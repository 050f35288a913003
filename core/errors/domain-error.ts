// Browser-safe and dependency-free: the refusals the domain layer can give, by code. The code is the contract; the
// host decides what it means on the wire (server/error-status.ts maps each code to an HTTP status) and the catalogs
// explain it (`errorCodes.<code>` in every language).

const DOMAIN_ERROR_CODES = [
	"not_found",
	"version_conflict",
	"plan_limit",
	"pro_required",
	"account_required",
	"already_has_account",
	"email_in_use",
	"email_required",
	"board_name_taken",
	"default_board",
	"confirmation_mismatch",
	"price_unavailable",
	"not_cancelling",
	"subscription_ended",
	"subscription_cancel_failed",
	"too_many_attempts",
	"busy",
	"password_too_common",
	"password_contains_context",
	"sign_in_again",
	"too_many_examples",
	"repeat_needs_due_date",
	"checklist_full",
] as const;
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

/**
 * An expected refusal from the domain layer. When it is about one input field (a name already taken), `field` names
 * it. `cause` keeps the error of a service that failed (Stripe) for the log.
 */
export class DomainError extends Error {
	readonly code: DomainErrorCode;
	readonly field: string | undefined;
	constructor(code: DomainErrorCode, { field, cause }: { field?: string; cause?: unknown } = {}) {
		super(code, { cause });
		this.name = "DomainError";
		this.code = code;
		this.field = field;
	}
}
