/**
 * An expected refusal from the domain layer. The host's error handler answers it as
 * `{ error: { code, message, fields } }` with this status, translating `errors.<code>`.
 */
export class DomainError extends Error {
	readonly code: string;
	readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429;
	constructor(code: string, status: DomainError["status"]) {
		super(code);
		this.name = "DomainError";
		this.code = code;
		this.status = status;
	}
}
