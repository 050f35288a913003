import type { Locale } from "#core/constants.ts";
import { requestOf } from "#core/mutations/mutation-request.ts";
import type { MutationArgs, MutationName } from "#core/mutations/mutations.ts";
import { apiRequest } from "./api-client.ts";

/**
 * Sends the mutation `name` at once, without the offline queue: the registry's steps that answer what the page does
 * next (a checkout's URL) or concern this browser or session rather than the person's tasks. Resolves with the
 * server's answer; rejects with ApiError or NetworkError.
 */
export function sendMutation<Answer = unknown, Name extends MutationName = MutationName>(
	name: Name,
	args: MutationArgs<Name>,
	locale: Locale,
): Promise<Answer> {
	const { method, path, body } = requestOf(name, args);
	return apiRequest<Answer>(path, { method, body, locale });
}
