import { resolve } from "node:path";
import type { Config } from "#config/env.server.ts";
import { isLoopbackUrl } from "#config/loopback-url.ts";
import type { Database } from "#db/client.server.ts";

type Facts = {
	config: Pick<Config, "baseUrl" | "dataDir" | "databaseUrl" | "billingMode" | "stripe" | "smtpUrl">;
	database: Pick<Database, "kind" | "isEmbedded">;
	/** The address to open: BASE_URL, with the port the server really got when PORT=0 left it to the system. */
	url: string;
};

/**
 * What someone who just ran `npm start` needs to know, in one log line once the server listens: where to open it,
 * where their data is, whether payments are real and where mail goes. Never a secret: URLs lose their credentials.
 */
export function readySummary({ config, database, url }: Facts) {
	const data = describeData(config, database);
	const billing = describeBilling(config);
	const mail = describeMail(config);
	return {
		fields: { url, data, billing, mail },
		message: `Quadrant is ready: open ${url} · data: ${data} · billing: ${billing} · mail: ${mail}`,
	};
}

function describeData(config: Facts["config"], database: Facts["database"]): string {
	if (config.databaseUrl) return `PostgreSQL at ${withoutCredentials(config.databaseUrl)}`;
	if (config.dataDir === "memory://") return "in memory only (DATA_DIR=memory://), lost when the server stops";
	if (database.kind === "pglite") return `${resolve(config.dataDir, "pglite")} (PGlite)`;
	return `${resolve(config.dataDir, "postgres")} (embedded PostgreSQL)`;
}

function describeBilling(config: Facts["config"]): string {
	if (config.billingMode === "off") return "off, every user has every feature";
	if (config.billingMode === "test") return "test mode, the in-app checkout charges nothing";
	if (config.stripe?.secretKey.startsWith("sk_test_")) return "Stripe in test mode (no real payments)";
	return "Stripe, live payments";
}

function describeMail(config: Facts["config"]): string {
	if (config.smtpUrl) return `sent through ${withoutCredentials(config.smtpUrl)}`;
	if (isLoopbackUrl(config.baseUrl)) return "not sent; each mail is written to this log (set SMTP_URL to send)";
	return "not sent (set SMTP_URL)";
}

function withoutCredentials(address: string): string {
	try {
		const url = new URL(address);
		return `${url.protocol}//${url.host}${url.pathname === "/" ? "" : url.pathname}`;
	} catch {
		return "(an address that is not a URL)";
	}
}
