import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./env.server.ts";

describe("configuration", () => {
	it("has working defaults for a local start", () => {
		const config = parseConfig({});
		expect(config).toMatchObject({ port: 3000, dataDir: "./data", databaseUrl: undefined, isProduction: false });
		expect(config.baseUrl).toBe("http://localhost:3000");
	});

	it("names the bad variable and the expected form", () => {
		const error = (() => {
			try {
				parseConfig({ PORT: "eighty", DATABASE_URL: "not a url" });
			} catch (caught) {
				return caught;
			}
		})();
		expect(error).toBeInstanceOf(ConfigError);
		const message = (error as Error).message;
		expect(message).toContain('PORT="eighty" is not valid: expected a whole number from 0 to 65535');
		expect(message).toContain("DATABASE_URL");
		expect(message).toContain("PostgreSQL URL");
	});

	it("refuses display prices that are not an amount in a real currency", () => {
		expect(() => parseConfig({ DISPLAY_CURRENCY: "ABC" })).toThrow(
			'DISPLAY_CURRENCY="ABC" is not valid: expected an ISO 4217 currency code such as USD or EUR',
		);
		expect(() => parseConfig({ DISPLAY_PRICE_MONTHLY: "3,00" })).toThrow(
			'DISPLAY_PRICE_MONTHLY="3,00" is not valid: expected an amount such as 3 or 2.99',
		);
	});

	it("treats an empty variable as unset", () => {
		expect(parseConfig({ DATABASE_URL: "", PORT: "" })).toMatchObject({ databaseUrl: undefined, port: 3000 });
	});

	it("configures billing only with both the secret key and the webhook secret", () => {
		expect(parseConfig({ STRIPE_SECRET_KEY: "sk_test_123" }).stripe).toBeUndefined();
		const { stripe } = parseConfig({
			STRIPE_SECRET_KEY: "sk_test_123",
			STRIPE_WEBHOOK_SECRET: "whsec_abc",
			STRIPE_API_URL: "http://127.0.0.1:12111",
			STRIPE_PRICE_YEARLY: "price_year",
		});
		expect(stripe).toEqual({
			secretKey: "sk_test_123",
			webhookSecret: "whsec_abc",
			api: { host: "127.0.0.1", port: 12111, protocol: "http" },
			prices: { monthly: undefined, yearly: "price_year" },
		});
		expect(() => parseConfig({ STRIPE_API_URL: "http://127.0.0.1:12111/v1" })).toThrow(/STRIPE_API_URL/);
		expect(() => parseConfig({ STRIPE_WEBHOOK_SECRET: "secret" })).toThrow(/whsec_/);
	});

	it("refuses billing test mode in production unless BILLING_TEST_MODE=1 asks for it", () => {
		expect(parseConfig({}).isBillingTestMode).toBe(true);
		expect(() => parseConfig({ NODE_ENV: "production" })).toThrow(ConfigError);
		expect(() => parseConfig({ NODE_ENV: "production" })).toThrow(/BILLING_TEST_MODE=1/);
		expect(() => parseConfig({ NODE_ENV: "production", BILLING_TEST_MODE: "0" })).toThrow(/STRIPE_SECRET_KEY/);
		expect(parseConfig({ NODE_ENV: "production", BILLING_TEST_MODE: "1" }).isBillingTestMode).toBe(true);
		const live = parseConfig({
			NODE_ENV: "production",
			STRIPE_SECRET_KEY: "sk_live_1",
			STRIPE_WEBHOOK_SECRET: "whsec_1",
		});
		expect(live.isBillingTestMode).toBe(false);
		expect(() => parseConfig({ BILLING_TEST_MODE: "yes" })).toThrow(/BILLING_TEST_MODE/);
	});

	it("takes the VAPID key pair only whole, and defaults the subject to MAIL_FROM's address", () => {
		const publicKey = `B${"A".repeat(86)}`;
		const privateKey = "k".repeat(43);
		expect(parseConfig({}).vapidKeys).toBeUndefined();
		expect(parseConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).vapidKeys).toEqual({
			publicKey,
			privateKey,
		});
		expect(() => parseConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/VAPID_PRIVATE_KEY/);
		expect(() => parseConfig({ VAPID_PUBLIC_KEY: "short", VAPID_PRIVATE_KEY: privateKey })).toThrow(/VAPID_PUBLIC_KEY/);
		expect(parseConfig({ MAIL_FROM: "Quadrant <ops@quadrant.example>" }).vapidSubject).toBe(
			"mailto:ops@quadrant.example",
		);
		expect(parseConfig({ VAPID_SUBJECT: "https://quadrant.example" }).vapidSubject).toBe("https://quadrant.example");
		expect(() => parseConfig({ VAPID_SUBJECT: "http://quadrant.example" })).toThrow(/VAPID_SUBJECT/);
	});
});
