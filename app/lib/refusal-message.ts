import type { TFunction } from "i18next";
import { ApiError } from "#app/lib/api-client.ts";

/** What to show when a board request fails: the server's translated explanation, or that it could not be reached. */
export function refusalMessage(refusal: unknown, t: TFunction): string {
	if (refusal instanceof ApiError) return refusal.message || t("errors.somethingWentWrong");
	return t("matrix.offline");
}
