import { type Context, Hono } from "hono";
import { authErrorKey } from "#app/lib/auth-error-message.ts";
import { localizePath } from "#app/lib/localized-path.ts";
import { safeRedirect } from "#app/lib/safe-redirect.ts";
import { DEFAULT_LOCALE, isLocale } from "#core/constants.ts";
import type { AppEnv } from "./app-env.ts";

/** How the host answers a request of its own (the auth endpoints, with every middleware in front of them). */
export type Dispatch = (request: Request, env: unknown) => Response | Promise<Response>;

/** The sign-in page's forms, told apart by their `intent` field (the password form of the first tab has none). */
const INTENTS = {
	anonymous: "/api/auth/sign-in/anonymous",
	"sign-in": "/api/auth/sign-in/email",
	"sign-up": "/api/auth/sign-up/email",
} as const;

type Intent = keyof typeof INTENTS;

const isIntent = (value: unknown): value is Intent => typeof value === "string" && Object.hasOwn(INTENTS, value);

/**
 * The sign-in page's forms as the browser posts them before the page's scripts have run (a password manager's Enter,
 * a quick tap on "Continue without an account"; the page hydrates after its first paint, ADR 0030). Each is sent to
 * the same /api/auth endpoint its button calls once hydrated, through the host itself, so the origin check, the input
 * guard and the rate limit apply as they do there; the answer is a redirect (303) to where the page would have gone,
 * or back to the page with what went wrong. Never a 405 or a 500 for a form the page itself shows.
 */
export function loginFormRoutes(dispatch: Dispatch, baseUrl: string) {
	const answer = async (c: Context<AppEnv>) => {
		const lang = c.req.param("lang") ?? DEFAULT_LOCALE;
		if (!isLocale(lang)) return c.notFound();
		const page = new URL(c.req.url);
		const destination = safeRedirect(page.searchParams.get("redirect"), {
			baseUrl,
			fallback: localizePath("/matrix", lang),
		});
		const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
		const intent = isIntent(form.intent) ? form.intent : "sign-in";
		const email = typeof form.email === "string" ? form.email : "";
		const password = typeof form.password === "string" ? form.password : "";
		const body =
			intent === "anonymous"
				? {}
				: intent === "sign-in"
					? { email, password }
					: { email, password, name: email.split("@")[0] || email, callbackURL: destination };

		const headers = new Headers(c.req.raw.headers);
		headers.delete("content-length");
		headers.set("content-type", "application/json");
		const response = await dispatch(
			new Request(new URL(INTENTS[intent], page), { method: "POST", headers, body: JSON.stringify(body) }),
			c.env,
		);
		const answered = (await response.json().catch(() => null)) as {
			code?: string;
			error?: { code?: string };
			twoFactorRedirect?: boolean;
		} | null;

		const back = new URL(page);
		back.searchParams.delete("failed");
		let location = destination;
		if (!response.ok) {
			const code = answered?.code ?? answered?.error?.code;
			back.searchParams.set("failed", authErrorKey({ status: response.status, code }));
			location = `${back.pathname}${back.search}`;
		} else if (answered?.twoFactorRedirect) {
			back.searchParams.set("step", "two-factor");
			location = `${back.pathname}${back.search}`;
		} else if (intent === "sign-up") {
			back.searchParams.set("step", "check-inbox");
			location = `${back.pathname}${back.search}`;
		}
		const redirect = new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
		for (const cookie of response.headers.getSetCookie()) redirect.headers.append("Set-Cookie", cookie);
		return redirect;
	};
	return new Hono<AppEnv>().post("/login", answer).post("/:lang/login", answer);
}
