import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { listenOnLoopback } from "./loopback.ts";

// A Stripe-shaped API on loopback for the real `stripe` SDK (pointed here with its host/port/protocol options). It
// answers the few endpoints billing calls from an in-memory store the test controls, with objects shaped like
// Stripe's (API version 2026-10-28: the period lives on subscription items, an invoice names its subscription under
// `parent`), Stripe's error body for unknown ids, and 401 for a wrong secret key.
//
//   GET /v1/subscriptions/:id       GET /v1/checkout/sessions/:id       GET /v1/invoices/:id       GET /v1/prices/:id
//   POST /v1/checkout/sessions      (stores the session and answers it with a hosted-page `url`)
//   POST /v1/billing_portal/sessions  (records the parameters and answers a portal session with a `url`)
//   DELETE /v1/subscriptions/:id    (cancels at once: the stored subscription becomes `canceled`)
// A POST with an Idempotency-Key seen before gets its first answer again, or a 400 `idempotency_error` when its
// parameters differ, as Stripe does.

type SubscriptionStatus =
	| "incomplete"
	| "incomplete_expired"
	| "trialing"
	| "active"
	| "past_due"
	| "canceled"
	| "unpaid"
	| "paused";

export type PeerSubscription = {
	id: string;
	customer: string;
	status: SubscriptionStatus;
	/** Unix seconds. */
	currentPeriodEnd: number;
	cancelAtPeriodEnd: boolean;
	metadata: Record<string, string>;
};

type PeerCheckoutSession = {
	id: string;
	customer: string;
	subscription: string | null;
	clientReferenceId: string | null;
	mode: "subscription" | "payment" | "setup";
};

type PeerPrice = {
	id: string;
	currency: string;
	unitAmount: number | null;
	interval: "month" | "year";
	active: boolean;
};

type PeerInvoice = { id: string; customer: string; subscription: string | null; status: "open" | "paid" };

export type StripePeer = {
	/** For STRIPE_API_URL. */
	url: string;
	/** The secret key the peer accepts. */
	secretKey: string;
	/** Requests received, as "GET /v1/subscriptions/sub_…". */
	requests: string[];
	/** The form parameters of each POST /v1/checkout/sessions, as the SDK encoded them ("metadata[userId]" → "…"). */
	checkoutCreations: Record<string, string>[];
	/** The form parameters of each POST /v1/billing_portal/sessions. */
	portalCreations: Record<string, string>[];
	putSubscription(fields: Partial<PeerSubscription> & { customer: string }): PeerSubscription;
	updateSubscription(id: string, fields: Partial<PeerSubscription>): PeerSubscription;
	/** Forgets a subscription: retrieving it then answers 404, as for one Stripe no longer has. */
	removeSubscription(id: string): void;
	putCheckoutSession(fields: Partial<PeerCheckoutSession> & { customer: string }): PeerCheckoutSession;
	putInvoice(fields: Partial<PeerInvoice> & { customer: string }): PeerInvoice;
	putPrice(fields: Partial<PeerPrice> & Pick<PeerPrice, "unitAmount" | "interval">): PeerPrice;
	/** Stripe's JSON for a stored subscription now, e.g. as the `data.object` of an event. */
	subscriptionJson(id: string): Record<string, unknown>;
	checkoutSessionJson(id: string): Record<string, unknown>;
	invoiceJson(id: string): Record<string, unknown>;
	/** The next `count` requests answer 500 api_error (with `Stripe-Should-Retry: false`, so the SDK does not retry). */
	failNext(count: number): void;
	close(): Promise<void>;
};

const API_VERSION = "2026-10-28.endive";
const DAY_SECONDS = 24 * 60 * 60;

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function startStripePeer(): Promise<StripePeer> {
	const secretKey = `sk_test_${randomBytes(16).toString("hex")}`;
	const subscriptions = new Map<string, PeerSubscription & { created: number }>();
	const sessions = new Map<string, PeerCheckoutSession & { created: number }>();
	const invoices = new Map<string, PeerInvoice & { created: number }>();
	const prices = new Map<string, PeerPrice & { created: number }>();
	const requests: string[] = [];
	const checkoutCreations: Record<string, string>[] = [];
	const portalCreations: Record<string, string>[] = [];
	let failuresLeft = 0;
	// Stripe answers a POST whose Idempotency-Key it has seen with the first answer, replayed (same parameters only).
	const idempotentAnswers = new Map<string, { body: string; status: number; answer: unknown }>();

	const stored = <T>(map: Map<string, T>, id: string): T => {
		const found = map.get(id);
		if (!found) throw new Error(`The Stripe peer has no ${id}`);
		return found;
	};
	const subscriptionJson = (id: string) => subscriptionObject(stored(subscriptions, id));
	const checkoutSessionJson = (id: string) => checkoutSessionObject(stored(sessions, id));
	const invoiceJson = (id: string) => invoiceObject(stored(invoices, id), subscriptions);

	const routes: { pattern: RegExp; kind: string; find: (id: string) => Record<string, unknown> | undefined }[] = [
		{
			pattern: /^\/v1\/subscriptions\/([\w-]+)$/,
			kind: "subscription",
			find: (id) => (subscriptions.has(id) ? subscriptionJson(id) : undefined),
		},
		{
			pattern: /^\/v1\/checkout\/sessions\/([\w-]+)$/,
			kind: "checkout.session",
			find: (id) => (sessions.has(id) ? checkoutSessionJson(id) : undefined),
		},
		{
			pattern: /^\/v1\/invoices\/([\w-]+)$/,
			kind: "invoice",
			find: (id) => (invoices.has(id) ? invoiceJson(id) : undefined),
		},
		{
			pattern: /^\/v1\/prices\/([\w-]+)$/,
			kind: "price",
			find: (id) => (prices.has(id) ? priceObject(stored(prices, id)) : undefined),
		},
	];

	const handle = async (req: IncomingMessage, res: ServerResponse) => {
		const path = new URL(req.url ?? "/", "http://peer.invalid").pathname;
		let body = "";
		for await (const chunk of req) body += chunk;
		requests.push(`${req.method} ${path}`);
		let send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
			res.writeHead(status, { "content-type": "application/json", "request-id": newId("req"), ...headers });
			res.end(JSON.stringify(body));
		};
		if (req.headers.authorization !== `Bearer ${secretKey}`) {
			return send(401, stripeError("invalid_request_error", "Invalid API Key provided.", {}));
		}
		if (failuresLeft > 0) {
			failuresLeft--;
			const error = stripeError("api_error", "An unknown error occurred (simulated by the test peer).", {});
			return send(500, error, { "stripe-should-retry": "false" });
		}
		const idempotencyKey = req.method === "POST" ? req.headers["idempotency-key"] : undefined;
		if (typeof idempotencyKey === "string") {
			const earlier = idempotentAnswers.get(idempotencyKey);
			if (earlier && earlier.body !== body) {
				const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`;
				return send(400, stripeError("idempotency_error", message, {}));
			}
			if (earlier) return send(earlier.status, earlier.answer, { "idempotent-replayed": "true" });
			const sendOnce = send;
			send = (status, answer, headers) => {
				idempotentAnswers.set(idempotencyKey, { body, status, answer });
				sendOnce(status, answer, headers);
			};
		}
		if (req.method === "POST" && path === "/v1/checkout/sessions") {
			const params = Object.fromEntries(new URLSearchParams(body));
			checkoutCreations.push(params);
			const created = {
				id: newId("cs_test"),
				customer: params.customer ?? "",
				subscription: null,
				clientReferenceId: params.client_reference_id ?? null,
				mode: (params.mode ?? "subscription") as PeerCheckoutSession["mode"],
				created: nowSeconds(),
			};
			sessions.set(created.id, created);
			const url = `https://checkout.stripe.com/c/pay/${created.id}`;
			return send(200, { ...checkoutSessionObject(created), status: "open", payment_status: "unpaid", url });
		}
		if (req.method === "POST" && path === "/v1/billing_portal/sessions") {
			const params = Object.fromEntries(new URLSearchParams(body));
			portalCreations.push(params);
			const id = newId("bps");
			return send(200, {
				id,
				object: "billing_portal.session",
				customer: params.customer ?? "",
				return_url: params.return_url ?? null,
				created: nowSeconds(),
				livemode: false,
				url: `https://billing.stripe.com/p/session/test_${id}`,
			});
		}
		const cancelled = req.method === "DELETE" ? path.match(/^\/v1\/subscriptions\/([\w-]+)$/)?.[1] : undefined;
		if (cancelled !== undefined) {
			const found = subscriptions.get(cancelled);
			if (!found) {
				const message = `No such subscription: '${cancelled}'`;
				return send(404, stripeError("invalid_request_error", message, { code: "resource_missing", param: "id" }));
			}
			subscriptions.set(cancelled, { ...found, status: "canceled", cancelAtPeriodEnd: false });
			return send(200, subscriptionJson(cancelled));
		}
		const route = req.method === "GET" ? routes.find(({ pattern }) => pattern.test(path)) : undefined;
		if (!route) return send(404, stripeError("invalid_request_error", `Unrecognized request URL (${path}).`, {}));
		const id = path.match(route.pattern)?.[1] ?? "";
		const found = route.find(id);
		if (!found) {
			const message = `No such ${route.kind}: '${id}'`;
			return send(404, stripeError("invalid_request_error", message, { code: "resource_missing", param: "id" }));
		}
		return send(200, found);
	};

	const server = createServer((req, res) => void handle(req, res));
	const port = await listenOnLoopback(server);

	return {
		url: `http://127.0.0.1:${port}`,
		secretKey,
		requests,
		checkoutCreations,
		portalCreations,
		putPrice: (fields) => {
			const value = { id: newId("price"), currency: "usd", active: true, created: nowSeconds(), ...fields };
			prices.set(value.id, value);
			return value;
		},
		putSubscription: (fields) => {
			const value = {
				id: newId("sub"),
				status: "active" as const,
				currentPeriodEnd: nowSeconds() + 30 * DAY_SECONDS,
				cancelAtPeriodEnd: false,
				metadata: {},
				created: nowSeconds(),
				...fields,
			};
			subscriptions.set(value.id, value);
			return value;
		},
		updateSubscription: (id, fields) => {
			const value = { ...stored(subscriptions, id), ...fields, id };
			subscriptions.set(id, value);
			return value;
		},
		removeSubscription: (id) => {
			subscriptions.delete(id);
		},
		putCheckoutSession: (fields) => {
			const value = {
				id: newId("cs_test"),
				subscription: null,
				clientReferenceId: null,
				mode: "subscription" as const,
				created: nowSeconds(),
				...fields,
			};
			sessions.set(value.id, value);
			return value;
		},
		putInvoice: (fields) => {
			const value = { id: newId("in"), subscription: null, status: "open" as const, created: nowSeconds(), ...fields };
			invoices.set(value.id, value);
			return value;
		},
		subscriptionJson,
		checkoutSessionJson,
		invoiceJson,
		failNext: (count) => {
			failuresLeft = count;
		},
		close: () =>
			new Promise<void>((resolve, reject) => {
				server.close((error) => (error ? reject(error) : resolve()));
				server.closeAllConnections();
			}),
	};
}

function stripeError(type: string, message: string, extra: { code?: string; param?: string }) {
	return {
		error: {
			type,
			message,
			...extra,
			...(extra.code ? { doc_url: `https://stripe.com/docs/error-codes/${extra.code.replaceAll("_", "-")}` } : {}),
		},
	};
}

function subscriptionObject(value: PeerSubscription & { created: number }): Record<string, unknown> {
	const periodStart = value.currentPeriodEnd - 30 * DAY_SECONDS;
	const isEnded = value.status === "canceled" || value.status === "incomplete_expired";
	const price = {
		id: "price_test_monthly",
		object: "price",
		active: true,
		currency: "usd",
		product: "prod_test_pro",
		recurring: { interval: "month", interval_count: 1, usage_type: "licensed" },
		type: "recurring",
		unit_amount: 500,
	};
	return {
		id: value.id,
		object: "subscription",
		application: null,
		billing_cycle_anchor: periodStart,
		cancel_at: value.cancelAtPeriodEnd ? value.currentPeriodEnd : null,
		cancel_at_period_end: value.cancelAtPeriodEnd,
		canceled_at: isEnded || value.cancelAtPeriodEnd ? nowSeconds() : null,
		cancellation_details: { comment: null, feedback: null, reason: isEnded ? "cancellation_requested" : null },
		collection_method: "charge_automatically",
		created: value.created,
		currency: "usd",
		customer: value.customer,
		days_until_due: null,
		default_payment_method: "pm_test_card",
		description: null,
		discounts: [],
		ended_at: isEnded ? nowSeconds() : null,
		items: {
			object: "list",
			data: [
				{
					id: `si_${value.id.slice(4)}`,
					object: "subscription_item",
					created: value.created,
					current_period_end: value.currentPeriodEnd,
					current_period_start: periodStart,
					metadata: {},
					price,
					quantity: 1,
					subscription: value.id,
				},
			],
			has_more: false,
			total_count: 1,
			url: `/v1/subscription_items?subscription=${value.id}`,
		},
		latest_invoice: null,
		livemode: false,
		metadata: value.metadata,
		pause_collection: null,
		schedule: null,
		start_date: value.created,
		status: value.status,
		test_clock: null,
		trial_end: null,
		trial_start: null,
	};
}

function checkoutSessionObject(value: PeerCheckoutSession & { created: number }): Record<string, unknown> {
	return {
		id: value.id,
		object: "checkout.session",
		client_reference_id: value.clientReferenceId,
		created: value.created,
		currency: "usd",
		customer: value.customer,
		expires_at: value.created + DAY_SECONDS,
		livemode: false,
		metadata: {},
		mode: value.mode,
		payment_status: "paid",
		status: "complete",
		subscription: value.subscription,
		success_url: "http://localhost:3000/billing/success",
		url: null,
	};
}

function invoiceObject(
	value: PeerInvoice & { created: number },
	subscriptions: Map<string, PeerSubscription>,
): Record<string, unknown> {
	const subscriptionMetadata = value.subscription ? (subscriptions.get(value.subscription)?.metadata ?? {}) : null;
	return {
		id: value.id,
		object: "invoice",
		amount_due: 500,
		amount_paid: value.status === "paid" ? 500 : 0,
		amount_remaining: value.status === "paid" ? 0 : 500,
		attempt_count: 1,
		attempted: true,
		billing_reason: "subscription_cycle",
		collection_method: "charge_automatically",
		created: value.created,
		currency: "usd",
		customer: value.customer,
		livemode: false,
		metadata: {},
		parent: value.subscription
			? {
					type: "subscription_details",
					quote_details: null,
					subscription_details: { metadata: subscriptionMetadata, subscription: value.subscription },
				}
			: null,
		status: value.status,
		total: 500,
	};
}

/** A Stripe event as Stripe would deliver it, carrying `object` as it was when the event happened. */
export function stripeEventOf(type: string, object: Record<string, unknown>, id = newId("evt")) {
	return {
		id,
		object: "event",
		api_version: API_VERSION,
		created: nowSeconds(),
		data: { object },
		livemode: false,
		pending_webhooks: 1,
		request: { id: null, idempotency_key: null },
		type,
	};
}

function priceObject(price: PeerPrice & { created: number }) {
	return {
		id: price.id,
		object: "price",
		active: price.active,
		billing_scheme: price.unitAmount === null ? "tiered" : "per_unit",
		created: price.created,
		currency: price.currency,
		custom_unit_amount: null,
		livemode: false,
		lookup_key: null,
		metadata: {},
		nickname: null,
		product: "prod_quadrant_pro",
		recurring: { interval: price.interval, interval_count: 1, meter: null, usage_type: "licensed" },
		tax_behavior: "unspecified",
		tiers_mode: price.unitAmount === null ? "graduated" : null,
		transform_quantity: null,
		type: "recurring",
		unit_amount: price.unitAmount,
		unit_amount_decimal: price.unitAmount === null ? null : String(price.unitAmount),
	};
}
