import { type Context, Hono, type Next } from "hono";
import { authErrorKey } from "#app/lib/auth-error-message.ts";
import { localizePath } from "#app/lib/localized-path.ts";
import { safeRedirect } from "#app/lib/safe-redirect.ts";
import {
	credentialsSchema,
	forgotPasswordSchema,
	resetPasswordSchema,
	twoFactorCodeSchema,
} from "#core/auth/credentials.schema.ts";
import { withEmailConfirmedMark } from "#core/auth/email-confirmed-mark.ts";
import { DEFAULT_LOCALE, isLocale, type Locale } from "#core/constants.ts";
import { fieldMessages } from "#core/validation/field-errors.ts";
import { encodeFieldErrors, INVALID_FIELD_PARAM } from "#core/validation/posted-field-errors.ts";
import type { z } from "#core/validation/zod.ts";
import type { AppEnv } from "./app-env.ts";

/** How the host answers a request of its own (the auth endpoints, with every middleware in front of them). */
export type Dispatch = (request: Request, env: unknown) => Response | Promise<Response>;

const INTENTS = ["anonymous", "sign-in", "sign-up", "two-factor", "forgot", "reset"] as const;

type Intent = (typeof INTENTS)[number];

const isIntent = (value: unknown): value is Intent => INTENTS.includes(value as Intent);

const TOTP_CODE = /^\d{6}$/;

/** The schema each form checks its fields with once hydrated: checked here too, with the same messages. */
const FORM_SCHEMAS: Partial<Record<Intent, z.ZodObject>> = {
	"sign-in": credentialsSchema,
	"sign-up": credentialsSchema,
	"two-factor": twoFactorCodeSchema,
	forgot: forgotPasswordSchema,
	reset: resetPasswordSchema,
};

/** The /api/auth request a form's button sends once the page is hydrated (app/routes/login/), and its body. */
function authRequestOf(intent: Intent, form: Record<string, unknown>, { lang, destination }: Where) {
	const field = (name: string) => (typeof form[name] === "string" ? (form[name] as string) : "");
	const email = field("email");
	const password = field("password");
	switch (intent) {
		case "anonymous":
			return { path: "/api/auth/sign-in/anonymous", body: {} };
		case "sign-in":
			return { path: "/api/auth/sign-in/email", body: { email, password } };
		case "sign-up":
			return {
				path: "/api/auth/sign-up/email",
				body: { email, password, name: email.split("@")[0] || email, callbackURL: withEmailConfirmedMark(destination) },
			};
		case "two-factor": {
			const code = field("code").replace(/\s/g, "");
			const kind = TOTP_CODE.test(code) ? "verify-totp" : "verify-backup-code";
			return { path: `/api/auth/two-factor/${kind}`, body: { code } };
		}
		case "reset":
			return { path: "/api/auth/reset-password", body: { newPassword: field("password"), token: field("token") } };
		case "forgot":
			return {
				path: "/api/auth/request-password-reset",
				body: { email, redirectTo: `${localizePath("/login", lang)}?mode=reset` },
			};
	}
}

type Where = { lang: Locale; destination: string };

/** Where a form that succeeded leaves the page: on to its destination, or to the page's next step. */
const NEXT_STEP: Partial<Record<Intent, string>> = {
	"sign-up": "check-inbox",
	forgot: "reset-sent",
	reset: "reset-done",
};

/**
 * The sign-in page's forms as the browser posts them before the page's scripts have run (a password manager's Enter,
 * a quick tap on "Continue without an account"; the page hydrates after its first paint, ADR 0030). Each is sent to
 * the same /api/auth endpoint its button calls once hydrated, through the host itself, so the origin check, the input
 * guard and the rate limit apply as they do there; the answer is a redirect (303) to where the page would have gone,
 * or back to the page with what went wrong. Never a 405 or a 500 for a form the page itself shows.
 */
export function loginFormRoutes(dispatch: Dispatch, baseUrl: string) {
	const answer = async (c: Context<AppEnv>, next: Next) => {
		const lang = c.req.param("lang") ?? DEFAULT_LOCALE;
		// Not a language: not the sign-in page either, and whatever answers such an address answers it.
		if (!isLocale(lang)) return next();
		const page = new URL(c.req.url);
		const destination = safeRedirect(page.searchParams.get("redirect"), {
			baseUrl,
			fallback: localizePath("/matrix", lang),
		});
		const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
		// A password manager's form may lack the intent field: the page's first form is the sign-in form.
		const intent = isIntent(form.intent) ? form.intent : "sign-in";
		const checked = FORM_SCHEMAS[intent]?.safeParse(form);
		if (checked && !checked.success) return seeOther(withFieldErrors(page, intent, fieldMessages(checked.error)));
		const { path, body } = authRequestOf(intent, form, { lang, destination });
		// The landing page's "Start" is pressed by people already signed in too: theirs is the matrix they have.
		if (intent === "anonymous" && (await isSignedIn(dispatch, c))) return seeOther(destination);

		const headers = new Headers(c.req.raw.headers);
		headers.delete("content-length");
		// Read here, not by the browser: an answer compressed for it could not be parsed.
		headers.delete("accept-encoding");
		headers.set("content-type", "application/json");
		const response = await dispatch(
			new Request(new URL(path, page), { method: "POST", headers, body: JSON.stringify(body) }),
			c.env,
		);
		const answered = (await response.json().catch(() => null)) as { code?: string; twoFactorRedirect?: boolean } | null;

		const back = new URL(page);
		back.searchParams.delete("failed");
		// A reset signs its person in (core/auth/sign-in-after-reset.ts) unless two-step verification is on.
		const isSignedInByReset = intent === "reset" && response.headers.getSetCookie().some(isSessionCookie);
		const step = answered?.twoFactorRedirect ? "two-factor" : isSignedInByReset ? undefined : NEXT_STEP[intent];
		if (!response.ok) back.searchParams.set("failed", authErrorKey({ status: response.status, code: answered?.code }));
		else if (step) back.searchParams.set("step", step);
		const location = response.ok && !step ? destination : `${back.pathname}${back.search}`;
		const redirect = seeOther(location);
		for (const cookie of response.headers.getSetCookie()) redirect.headers.append("Set-Cookie", cookie);
		return redirect;
	};
	return new Hono<AppEnv>().post("/login", answer).post("/:lang/login", answer);
}

/** The page again, saying what is wrong with each field (never with the values sent), on the form that was sent. */
function withFieldErrors(page: URL, intent: Intent, messages: ReturnType<typeof fieldMessages>) {
	const back = new URL(page);
	for (const name of ["failed", INVALID_FIELD_PARAM, "form"]) back.searchParams.delete(name);
	if (intent === "sign-up") back.searchParams.set("form", intent);
	for (const value of encodeFieldErrors(messages)) back.searchParams.append(INVALID_FIELD_PARAM, value);
	return `${back.pathname}${back.search}`;
}

const isSessionCookie = (cookie: string) => /^[^=]*session_token=[^;]/.test(cookie);

const seeOther = (location: string) =>
	new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });

async function isSignedIn(dispatch: Dispatch, c: Context<AppEnv>): Promise<boolean> {
	const cookie = c.req.header("cookie");
	if (!cookie) return false;
	const me = await dispatch(new Request(new URL("/api/v1/me", c.req.url), { headers: { cookie } }), c.env);
	await me.body?.cancel();
	return me.ok;
}
