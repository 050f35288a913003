import type { Logger } from "pino";
import { createContext } from "react-router";
import type Stripe from "stripe";
import type { BillingMode } from "#config/billing-mode.ts";
import type { Config, StripeConfig } from "#config/env.server.ts";
import type { Auth, AuthSession } from "#core/auth/create-auth.server.ts";
import type { ReadWithSession } from "#core/auth/read-session.ts";
import type { PlanPrices } from "#core/billing/plan-price.ts";
import type { Locale } from "#core/constants.ts";
// biome-ignore lint/style/noRestrictedImports: only a type, erased from the browser build; loaders get the database on the server.
import type { Database } from "#db/client.server.ts";

export type BillingClient = { stripe: Stripe; config: StripeConfig };

/** What the Hono host hands each React Router request: resolved once per request, read by loaders. */
export type RequestContextValue = {
	requestId: string;
	nonce: string;
	/** The public origin, for absolute links such as hreflang alternates. */
	baseUrl: string;
	preferredLocale: Locale;
	logger: Logger;
	database: Database;
	auth: Auth;
	isGoogleEnabled: boolean;
	/** FREE_TASKS_PER_QUADRANT: the Free plan's limit, which the matrix checks before asking the server. */
	freeTasksPerQuadrant: number;
	/** `test`: checkout is the in-app test page, which charges nothing; `off`: no plans, nothing to buy. */
	billingMode: BillingMode;
	/** Pro's prices: Stripe's own amounts when it is configured, otherwise the configured display prices. */
	prices: PlanPrices;
	/** Who runs this instance (OPERATOR_*), each part unset unless configured: the terms, privacy and author pages name them. */
	operator: Config["operator"];
	/** AUTH_RATE_LIMIT_PER_MINUTE, CHANGE_LOG_RETENTION_DAYS and ANONYMOUS_USER_RETENTION_DAYS, which the security and privacy pages state. */
	authRateLimitPerMinute: number;
	changeLogRetentionDays: number;
	anonymousUserRetentionDays: number;
	/** Stripe, when configured: loaders that start a checkout use it. */
	billing: BillingClient | undefined;
	/**
	 * The visitor's session (at most one lookup per request), or null; with what the session reader's one query also
	 * read (`ReadWithSession`: the data version, live sync's position, whether Google is linked) when it ran.
	 */
	getSession: () => Promise<(AuthSession & ReadWithSession) | null>;
};

// The host reads this key through the server build (entry.server re-exports it) so both sides share one object.
export const requestContext = createContext<RequestContextValue>();
