/**
 * An expected refusal from the domain layer. The host's error handler answers it as
 * `{ error: { code, message, fields } }` with this status, translating `errors.<code>`; when the refusal is about
 * one input field (a name already taken), `field` names it and the message is also given as that field's message.
 * 502 means a service the app depends on (Stripe) failed; `cause` keeps its error for the log.
 */
export class DomainError extends Error {
	readonly code: string;
	readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 502;
	readonly field: string | undefined;
	constructor(code: string, status: DomainError["status"], { field, cause }: { field?: string; cause?: unknown } = {}) {
		super(code, { cause });
		this.name = "DomainError";
		this.code = code;
		this.status = status;
		this.field = field;
	}
}
