// Every /api/v1 route, with the schemas its handler parses its inputs with (imported, never restated) and what it
// answers. api-document.ts turns this into the OpenAPI document; tests/integration/openapi-document.test.ts fails when
// a route of the app is missing here, or an entry names no route.

import type { ApiOperation } from "./api-operation.ts";
import { ACCOUNT_OPERATIONS } from "./operations/account-operations.ts";
import { BILLING_AND_EVENT_OPERATIONS } from "./operations/billing-and-event-operations.ts";
import { CHECKLIST_OPERATIONS } from "./operations/checklist-operations.ts";
import { TASK_OPERATIONS } from "./operations/task-operations.ts";

export { API_TAGS, type ApiOperation } from "./api-operation.ts";

export const API_OPERATIONS: readonly ApiOperation[] = [
	...TASK_OPERATIONS,
	...CHECKLIST_OPERATIONS,
	...ACCOUNT_OPERATIONS,
	...BILLING_AND_EVENT_OPERATIONS,
];
