import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./env.server.ts";
import { ENGLAND_AND_WALES } from "./governing-law.test-support.ts";

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

	it("keeps OWASP's password hashing cost in production, and lets only a test server lower it", () => {
		const deployed = { NODE_ENV: "production", BASE_URL: "https://quadrant.example", BILLING_MODE: "off" };
		expect(parseConfig(deployed).passwordHashCost).toBe("owasp");
		expect(() => parseConfig({ ...deployed, PASSWORD_HASH_COST: "test" })).toThrow(
			"PASSWORD_HASH_COST=test is for test servers only",
		);
		expect(parseConfig({ NODE_ENV: "test", PASSWORD_HASH_COST: "test" }).passwordHashCost).toBe("test");
	});

	describe("listening address", () => {
		it("listens only on this machine without BASE_URL, and on every interface with it", () => {
			expect(parseConfig({}).host).toBe("127.0.0.1");
			expect(parseConfig({ NODE_ENV: "production" }).host).toBe("127.0.0.1");
			const deployed = { NODE_ENV: "production", BASE_URL: "https://quadrant.example", BILLING_MODE: "off" };
			expect(parseConfig(deployed).host).toBe("0.0.0.0");
			expect(parseConfig({ ...deployed, HOST: "10.0.0.5" }).host).toBe("10.0.0.5");
		});

		it("refuses a production server that others can reach without BASE_URL, naming BASE_URL", () => {
			for (const host of ["0.0.0.0", "::", "10.0.0.5", "quadrant.internal"]) {
				expect(() => parseConfig({ NODE_ENV: "production", HOST: host }), host).toThrow(
					`BASE_URL is not set, yet HOST=${host} lets other machines reach this server: set BASE_URL to the address people open`,
				);
			}
			for (const host of ["127.0.0.1", "localhost", "::1", "[::1]"]) {
				expect(parseConfig({ NODE_ENV: "production", HOST: host }).baseUrl, host).toBe("http://localhost:3000");
			}
			// With BASE_URL it is a deployment that says where it is; outside production, a development machine.
			expect(parseConfig({ NODE_ENV: "production", HOST: "0.0.0.0", BASE_URL: "http://localhost:3000" }).host).toBe(
				"0.0.0.0",
			);
			expect(parseConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
		});
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

	describe("billing mode", () => {
		const stripeKeys = { STRIPE_SECRET_KEY: "sk_live_1", STRIPE_WEBHOOK_SECRET: "whsec_1" };
		const publicProduction = { NODE_ENV: "production", BASE_URL: "https://quadrant.example" };
		const mode = (env: Record<string, string>) => parseConfig(env).billingMode;

		const operator = {
			OPERATOR_NAME: "Example Software Ltd",
			OPERATOR_ADDRESS: "1 Example Street, Exampletown",
			OPERATOR_EMAIL: "contact@example.com",
			OPERATOR_GOVERNING_LAW: "IE",
		};

		it("is stripe with Stripe's keys, and Stripe is configured only then", () => {
			expect(mode({ ...publicProduction, ...stripeKeys, ...operator })).toBe("stripe");
			expect(mode({ ...publicProduction, ...stripeKeys, ...operator, BILLING_MODE: "stripe" })).toBe("stripe");
			expect(parseConfig({ ...publicProduction, ...stripeKeys, BILLING_MODE: "off" }).stripe).toBeUndefined();
			expect(parseConfig({ ...publicProduction, ...stripeKeys, BILLING_MODE: "test" }).stripe).toBeUndefined();
		});

		it("refuses to take payments in production without the operator's details, naming the missing ones", () => {
			const { OPERATOR_ADDRESS: _address, OPERATOR_GOVERNING_LAW: _law, ...partial } = operator;
			expect(() => parseConfig({ ...publicProduction, ...stripeKeys, ...partial })).toThrow(
				"Taking payments needs terms that name the seller: set OPERATOR_ADDRESS, OPERATOR_GOVERNING_LAW",
			);
			expect(() => parseConfig({ ...publicProduction, ...stripeKeys })).toThrow(
				/OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_EMAIL, OPERATOR_GOVERNING_LAW/,
			);
			// Without payments, or outside production, nobody has to be named.
			expect(parseConfig({ ...publicProduction, BILLING_MODE: "off" }).operator).toEqual({});
			expect(parseConfig({ ...stripeKeys }).billingMode).toBe("stripe");
			expect(parseConfig({ ...publicProduction, ...stripeKeys, ...operator }).operator).toEqual({
				name: "Example Software Ltd",
				address: "1 Example Street, Exampletown",
				email: "contact@example.com",
				governingLaw: { country: "IE" },
			});
			expect(() => parseConfig({ OPERATOR_EMAIL: "not an address" })).toThrow("OPERATOR_EMAIL");
		});

		it("takes the governing law as a country code, or as the operator's wording in every language", () => {
			const law = (value: string) => parseConfig({ OPERATOR_GOVERNING_LAW: value }).operator.governingLaw;
			expect(law("IE")).toEqual({ country: "IE" });
			expect(law(" de ")).toEqual({ country: "DE" });
			const text = ENGLAND_AND_WALES;
			expect(law(JSON.stringify(text))).toEqual({ text });
		});

		it.each([
			["an unknown country code", "XY"],
			["a code no country holds", "EU"],
			["a withdrawn code", "YU"],
			["a free text without a version per language", "the laws of Ireland"],
			["a wording that leaves out a language", JSON.stringify({ en: "the laws of England and Wales" })],
		])("stops the start-up with one line on %s", (_, value) => {
			let problems: string[] = [];
			try {
				parseConfig({ OPERATOR_GOVERNING_LAW: value });
			} catch (error) {
				if (error instanceof ConfigError) problems = error.problems;
			}
			expect(problems).toHaveLength(1);
			expect(problems[0]).toMatch(
				/^OPERATOR_GOVERNING_LAW=.* is not valid: expected an ISO 3166 country code such as IE/,
			);
			expect(problems[0]).not.toContain("\n");
		});

		it("refuses BILLING_MODE=stripe without both keys", () => {
			expect(() => parseConfig({ BILLING_MODE: "stripe" })).toThrow(ConfigError);
			expect(() => parseConfig({ BILLING_MODE: "stripe", STRIPE_SECRET_KEY: "sk_live_1" })).toThrow(
				"BILLING_MODE=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET",
			);
		});

		it("defaults to test mode without keys on a loopback BASE_URL, in production too (npm start)", () => {
			expect(mode({})).toBe("test");
			expect(mode({ NODE_ENV: "production" })).toBe("test");
			for (const baseUrl of [
				"http://localhost:3000",
				"http://127.0.0.1:8080",
				"http://[::1]:3000",
				"http://app.localhost",
			]) {
				expect(mode({ NODE_ENV: "production", BASE_URL: baseUrl }), baseUrl).toBe("test");
			}
		});

		it("refuses a public production server without keys or an explicit mode, naming the choices", () => {
			for (const baseUrl of ["https://quadrant.example", "http://10.0.0.5:3000", "http://127.0.0.1.example"]) {
				expect(() => parseConfig({ NODE_ENV: "production", BASE_URL: baseUrl }), baseUrl).toThrow(ConfigError);
			}
			expect(() => parseConfig(publicProduction)).toThrow(/STRIPE_SECRET_KEY.*BILLING_MODE=off.*BILLING_MODE=test/);
			expect(() => parseConfig({ ...publicProduction, STRIPE_SECRET_KEY: "sk_live_1" })).toThrow(ConfigError);
		});

		it("takes an explicit off or test on a public production server", () => {
			expect(mode({ ...publicProduction, BILLING_MODE: "off" })).toBe("off");
			expect(mode({ ...publicProduction, BILLING_MODE: "test" })).toBe("test");
			expect(mode({ BILLING_MODE: "off" })).toBe("off");
		});

		it("keeps BILLING_TEST_MODE=1 as a deprecated way to ask for test mode", () => {
			expect(mode({ ...publicProduction, BILLING_TEST_MODE: "1" })).toBe("test");
			expect(parseConfig({ ...publicProduction, BILLING_TEST_MODE: "1", BILLING_MODE: "test" }).warnings).toEqual([]);
			expect(() => parseConfig({ ...publicProduction, BILLING_TEST_MODE: "0" })).toThrow(ConfigError);
			expect(mode({ ...publicProduction, BILLING_TEST_MODE: "1", BILLING_MODE: "off" })).toBe("off");
		});

		it("warns when BILLING_TEST_MODE=1 gives Pro away on a public BASE_URL, and only then", () => {
			expect(parseConfig({ ...publicProduction, BILLING_TEST_MODE: "1" }).warnings).toEqual([
				"BILLING_TEST_MODE=1 (deprecated) puts https://quadrant.example in billing test mode: anyone who reaches it " +
					"can have Pro without paying. Set BILLING_MODE=test if that is meant, or Stripe's keys to take payments",
			]);
			expect(parseConfig({ NODE_ENV: "production", BILLING_TEST_MODE: "1" }).warnings).toEqual([]);
			expect(parseConfig({ ...publicProduction, BILLING_MODE: "test" }).warnings).toEqual([]);
			expect(parseConfig({ ...publicProduction, ...stripeKeys, ...operator, BILLING_TEST_MODE: "1" }).warnings).toEqual(
				[],
			);
		});

		it("keeps test mode outside production on any BASE_URL (a development server is not a deployment)", () => {
			expect(mode({ NODE_ENV: "development", BASE_URL: "https://dev.quadrant.example" })).toBe("test");
		});

		it("names a mode it does not know", () => {
			expect(() => parseConfig({ BILLING_MODE: "free" })).toThrow(
				/BILLING_MODE="free" is not valid: expected stripe, test/,
			);
			expect(() => parseConfig({ BILLING_TEST_MODE: "yes" })).toThrow(/BILLING_TEST_MODE/);
		});
	});

	it("drains for 5 s after SIGTERM in production unless SHUTDOWN_DRAIN_MS says otherwise", () => {
		expect(parseConfig({}).shutdownDrainMs).toBe(0);
		expect(parseConfig({ NODE_ENV: "production" }).shutdownDrainMs).toBe(5_000);
		expect(parseConfig({ NODE_ENV: "production", SHUTDOWN_DRAIN_MS: "0" }).shutdownDrainMs).toBe(0);
		expect(() => parseConfig({ SHUTDOWN_DRAIN_MS: "-1" })).toThrow(/SHUTDOWN_DRAIN_MS/);
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
