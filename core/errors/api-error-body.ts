// Browser-safe and dependency-free: the one shape of every refusal the JSON API answers.

/** `{ "error": { "code", "message", "fields" } }`: `message` is translated; `fields` names bad inputs. */
export type ApiErrorBody = {
	error: { code: string; message: string; fields?: Record<string, string> };
};
