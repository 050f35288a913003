import { expect } from "vitest";
import type { ApiErrorBody } from "#core/errors/api-error-body.ts";

/** A body the API must refuse, and the field its error names (when one field is to blame). */
export type BadInput = { body: unknown; field?: string };

/** Sends each body and expects it refused as bad input: 400 `bad_request`, a message and field errors. */
export async function expectBadRequests(send: (body: unknown) => Promise<Response>, cases: BadInput[]) {
	for (const { body, field } of cases) {
		const response = await send(body);
		expect(response.status, JSON.stringify(body)).toBe(400);
		const { error } = (await response.json()) as ApiErrorBody;
		expect(error.code).toBe("bad_request");
		expect(error.message).toEqual(expect.any(String));
		expect(Object.keys(error.fields ?? {}).length, JSON.stringify(body)).toBeGreaterThan(0);
		if (field) expect(error.fields?.[field]).toEqual(expect.any(String));
	}
}
