import type { TestProject } from "vitest/node";
import { makeDatabaseTemplates } from "./database-templates.ts";

/** The migrated databases every integration file copies its own from (tests/setup/database-templates.ts). */
export default async function setup(project: TestProject) {
	const templates = await makeDatabaseTemplates(process.env.TEST_DATABASE_URL);
	project.provide("pgliteTemplate", templates.pgliteTemplate);
	project.provide("postgresTemplate", templates.postgresTemplate);
	return () => templates.dispose();
}
