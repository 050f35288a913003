import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { readySummary } from "./ready-summary.ts";

const local = {
	baseUrl: "http://localhost:3000",
	dataDir: "./data",
	databaseUrl: undefined,
	billingMode: "test" as const,
	stripe: undefined,
	smtpUrl: undefined,
};
const embedded = { kind: "postgres" as const, isEmbedded: true };
/** Billing by Stripe with this secret key (a live `sk_live_…` or a test `sk_test_…` one). */
const stripeBilling = (secretKey: string) => ({
	billingMode: "stripe" as const,
	stripe: { secretKey, webhookSecret: "whsec", api: undefined, prices: { monthly: undefined, yearly: undefined } },
});

describe("the line npm start prints once ready", () => {
	it("names the address, the embedded database's directory, test billing and mail written to the log", () => {
		const { message, fields } = readySummary({ config: local, database: embedded, url: "http://localhost:3000" });
		expect(fields).toEqual({
			url: "http://localhost:3000",
			data: `${resolve("data/postgres")} (embedded PostgreSQL)`,
			billing: "test mode, the in-app checkout charges nothing",
			mail: "not sent; each mail is written to this log (set SMTP_URL to send)",
		});
		expect(message).toBe(
			`Quadrant is ready: open http://localhost:3000 · data: ${fields.data} · billing: ${fields.billing} · mail: ${fields.mail}`,
		);
	});

	it("never prints the passwords in DATABASE_URL or SMTP_URL", () => {
		const { message, fields } = readySummary({
			config: {
				...local,
				databaseUrl: "postgres://app:db-secret@db.internal:5432/quadrant",
				smtpUrl: "smtps://mailer:smtp-secret@smtp.example:465",
				...stripeBilling("sk_live_123"),
			},
			database: { kind: "postgres" },
			url: "https://quadrant.example",
		});
		expect(fields.data).toBe("PostgreSQL at postgres://db.internal:5432/quadrant");
		expect(fields.mail).toBe("sent through smtps://smtp.example:465");
		expect(fields.billing).toBe("Stripe, live payments");
		expect(message).not.toMatch(/secret|sk_live/);
	});

	it("tells Stripe's test keys from live ones, and PGlite and memory from PostgreSQL", () => {
		const stripeTest = readySummary({
			config: {
				...local,
				...stripeBilling("sk_test_123"),
			},
			database: { kind: "pglite" },
			url: "http://localhost:3000",
		});
		expect(stripeTest.fields.billing).toBe("Stripe in test mode (no real payments)");
		expect(stripeTest.fields.data).toBe(`${resolve("data/pglite")} (PGlite)`);
		const memory = readySummary({
			config: { ...local, dataDir: "memory://", billingMode: "off", baseUrl: "https://quadrant.example" },
			database: { kind: "pglite" },
			url: "https://quadrant.example",
		});
		expect(memory.fields.data).toBe("in memory only (DATA_DIR=memory://), lost when the server stops");
		expect(memory.fields.billing).toBe("off, every user has every feature");
		expect(memory.fields.mail).toBe("not sent (set SMTP_URL)");
	});
});
