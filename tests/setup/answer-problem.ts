import type { ApiErrorBody } from "#core/errors/api-error-body.ts";

/**
 * What is wrong with a fuzzed answer: a 5xx, or (when `isStructuredRefusalDue`) a refusal without
 * `{ error: { code, message } }`. Reads or cancels the body either way (a live stream's never ends on its own).
 */
export async function answerProblem(
	response: Response,
	{ isStructuredRefusalDue = true } = {},
): Promise<string | undefined> {
	if (response.status >= 500) return `answered ${response.status}: ${(await response.text()).slice(0, 200)}`;
	if (response.status < 400 || !isStructuredRefusalDue) {
		await response.body?.cancel();
		return undefined;
	}
	const text = await response.text();
	try {
		const { error } = JSON.parse(text) as ApiErrorBody;
		if (typeof error?.code === "string" && typeof error.message === "string") return undefined;
	} catch {
		// Reported below.
	}
	return `answered ${response.status} without a structured error: ${text.slice(0, 200)}`;
}
