// What the published contract says of one /api/v1 route (server/openapi/operations/ list them all).
import { MUTATION_INPUTS } from "#core/mutations/mutation-inputs.ts";
import { MUTATIONS, type MutationName } from "#core/mutations/mutations.ts";
import type { z } from "#core/validation/zod.ts";

export type Answer = { description: string; schema?: z.ZodType; contentType?: string };

export const API_TAGS = {
	Contract: "This document.",
	Tasks: "The tasks of the signed-in account, in the quadrants of its boards.",
	Boards: "The account's boards; every account has one default board.",
	Settings: "Settings that roam with the account, view options, and this browser's push subscription.",
	Account: "Who is signed in, sign-in methods, devices, the account's data and its deletion.",
	"Live updates": "Every change of the account, as it happens.",
	Billing: "The plan and its subscription (absent when the instance has no plans: BILLING_MODE=off).",
};

export type ApiOperation = {
	method: "get" | "post" | "patch" | "delete";
	/** As Hono declares it, under /api/v1: `/tasks/:id`. */
	path: string;
	tag: keyof typeof API_TAGS;
	summary: string;
	description?: string;
	params?: z.ZodObject;
	query?: z.ZodObject;
	headers?: z.ZodObject;
	body?: z.ZodType;
	/** The successful answers by status; the refusals are added from what the operation takes (api-document.ts). */
	answers: Record<number, Answer>;
	/** Served without a session (the contract itself, Stripe's webhook). */
	isPublic?: true;
	/** Mounted unless BILLING_MODE=off. */
	isBilling?: true;
};

export const JSON_FILE = "application/json";
export const noContent: Answer = { description: "Done; no body." };
export const ok = (description: string, schema: z.ZodType): Answer => ({ description, schema });

/** A mutation's method, route and inputs, read from the registry (core/mutations/) instead of restated here. */
export function mutation(name: MutationName): Pick<ApiOperation, "method" | "path" | "body" | "query"> {
	const { method, route } = MUTATIONS[name];
	const { body, query }: { body?: z.ZodType; query?: z.ZodObject } = MUTATION_INPUTS[name];
	return {
		method: method.toLowerCase() as ApiOperation["method"],
		path: route,
		...(body ? { body } : {}),
		...(query ? { query } : {}),
	};
}

/** A route that reads: no registry entry, as it changes nothing. */
export const read = (path: string) => ({ method: "get" as const, path });

/** The operations of one tag of the document (its section in the reference page). */
export const tagged = (tag: ApiOperation["tag"], operations: Omit<ApiOperation, "tag">[]): ApiOperation[] =>
	operations.map((operation) => ({ ...operation, tag }));
