import { useTranslation } from "react-i18next";
import { redirect, useSearchParams } from "react-router";
import { HYDRATE_AFTER_PAINT } from "#app/components/after-paint-scripts.tsx";
import { isAuthErrorKey } from "#app/lib/auth-error-message.ts";
import { assertLocalePrefix } from "#app/lib/locale-prefix.server.ts";
import { localizePath } from "#app/lib/localized-path.ts";
import { requestContext } from "#app/lib/request-context.ts";
import { safeRedirect } from "#app/lib/safe-redirect.ts";
import { isLocale } from "#core/constants.ts";
import { decodeFieldErrors, INVALID_FIELD_PARAM } from "#core/validation/posted-field-errors.ts";
import type { Route } from "./+types/route";
import { DoneNotice } from "./done-notice.tsx";
import { ForgotPasswordPanel } from "./forgot-password-panel.tsx";
import { ResetPasswordPanel } from "./reset-password-panel.tsx";
import { SignInPanel } from "./sign-in-panel.tsx";

// Painted from the server's HTML before the app's scripts are fetched (ADR 0030).
export const handle = HYDRATE_AFTER_PAINT;

// Guests only: a signed-in visitor (anonymous included) goes on to where they were headed, or to the matrix. The
// destination is decided here, against BASE_URL, for the redirect and for the page's sign-in callbacks alike.
export async function loader({ request, context, params }: Route.LoaderArgs) {
	const { getSession, isGoogleEnabled, baseUrl } = context.get(requestContext);
	assertLocalePrefix(params.lang, request, baseUrl);
	const home = localizePath("/matrix", isLocale(params.lang) ? params.lang : "en");
	const destination = safeRedirect(new URL(request.url).searchParams.get("redirect"), { baseUrl, fallback: home });
	// A spent link's notice is shown to anyone: the browser that opened it may still hold an anonymous session.
	const isLinkNotice = new URL(request.url).searchParams.get("mode") === "link-invalid";
	if (!isLinkNotice && (await getSession())) throw redirect(destination);
	return { isGoogleEnabled, destination };
}

export default function LoginPage({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation();
	const [searchParams] = useSearchParams();
	const mode = searchParams.get("mode");
	const token = searchParams.get("token");
	const linkError = searchParams.get("error");
	// Where a form posted before the page hydrated came back (server/login-form-routes.ts).
	const failed = searchParams.get("failed");
	const step = searchParams.get("step");
	const invalid = searchParams.getAll(INVALID_FIELD_PARAM);
	return (
		<article className="mx-auto flex w-full max-w-md flex-col gap-6">
			<title>{`${t("pages.login.title")} · ${t("app.name")}`}</title>
			<h1 className="text-3xl font-semibold tracking-tight">{t("pages.login.title")}</h1>
			{mode === "link-invalid" ? (
				<DoneNotice message={t("login.linkInvalid")} />
			) : mode === "forgot" ? (
				<ForgotPasswordPanel
					isSentAlready={step === "reset-sent"}
					postedErrors={decodeFieldErrors(invalid, ["email"])}
				/>
			) : mode === "reset" ? (
				<ResetPasswordPanel
					token={token}
					destination={loaderData.destination}
					linkError={linkError}
					posted={{
						isDone: step === "reset-done",
						failed: isAuthErrorKey(failed) ? failed : undefined,
						fields: decodeFieldErrors(invalid, ["password"]),
					}}
				/>
			) : (
				<SignInPanel
					destination={loaderData.destination}
					isGoogleEnabled={loaderData.isGoogleEnabled}
					initialError={isAuthErrorKey(failed) ? failed : linkError ? "authErrors.googleFailed" : undefined}
					initialStep={step === "two-factor" || step === "check-inbox" ? step : undefined}
					posted={postedSignInForm(invalid, searchParams.get("form"), step)}
				/>
			)}
		</article>
	);
}

/** The sign-in, sign-up or code form posted before hydration that the server sent back with its fields' messages. */
function postedSignInForm(invalid: string[], form: string | null, step: string | null) {
	if (invalid.length === 0) return undefined;
	if (step === "two-factor") return { intent: "two-factor", fields: decodeFieldErrors(invalid, ["code"]) } as const;
	const intent = form === "sign-up" ? "sign-up" : "sign-in";
	return { intent, fields: decodeFieldErrors(invalid, ["email", "password"]) } as const;
}
