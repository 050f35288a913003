import { defineConfig } from "drizzle-kit";

// Generates SQL migrations from db/schema. Never point it at a data directory a running server holds.
export default defineConfig({
	dialect: "postgresql",
	schema: "./db/schema/*.ts",
	out: "./db/migrations",
	casing: "snake_case",
});
