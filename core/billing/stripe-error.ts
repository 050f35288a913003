// Stripe's errors recognised by the `type` every one of them carries, not by its classes: importing the SDK for
// its classes would load all of it (~10 MiB) in every server, with billing configured or not.
type StripeErrorType = "StripeInvalidRequestError" | "StripeSignatureVerificationError";

export type StripeErrorFields = { type: StripeErrorType; code?: string; statusCode?: number; message: string };

export function isStripeError(error: unknown, type: StripeErrorType): error is StripeErrorFields {
	return error instanceof Error && (error as { type?: unknown }).type === type;
}
