import { useTranslation } from "react-i18next";
import { redirect, useSearchParams } from "react-router";
import { assertLocalePrefix } from "#app/lib/locale-prefix.server.ts";
import { localizePath } from "#app/lib/localized-path.ts";
import { requestContext } from "#app/lib/request-context.ts";
import { safeRedirect } from "#app/lib/safe-redirect.ts";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";
import { isLocale } from "#core/constants.ts";
import type { Route } from "./+types/route";
import { ForgotPasswordPanel } from "./forgot-password-panel.tsx";
import { ResetPasswordPanel } from "./reset-password-panel.tsx";
import { SignInPanel } from "./sign-in-panel.tsx";

// Guests only: a signed-in visitor (anonymous included) goes on to where they were headed, or to the matrix.
export async function loader({ request, context, params }: Route.LoaderArgs) {
	assertLocalePrefix(params.lang, request);
	const { getSession, isGoogleEnabled } = context.get(requestContext);
	const url = new URL(request.url);
	const home = localizePath("/matrix", isLocale(params.lang) ? params.lang : "en");
	if (await getSession()) throw redirect(safeRedirect(url.searchParams.get("redirect"), home));
	return { isGoogleEnabled };
}

export default function LoginPage({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation();
	const to = useLocalizedPath();
	const [searchParams] = useSearchParams();
	const destination = safeRedirect(searchParams.get("redirect"), to("/matrix"));
	const mode = searchParams.get("mode");
	const token = searchParams.get("token");
	const linkError = searchParams.get("error");
	return (
		<article className="mx-auto flex w-full max-w-md flex-col gap-6">
			<title>{`${t("pages.login.title")} · ${t("app.name")}`}</title>
			<h1 className="text-3xl font-semibold tracking-tight">{t("pages.login.title")}</h1>
			{mode === "forgot" ? (
				<ForgotPasswordPanel />
			) : mode === "reset" ? (
				<ResetPasswordPanel token={token} linkError={linkError} />
			) : (
				<SignInPanel
					destination={destination}
					isGoogleEnabled={loaderData.isGoogleEnabled}
					initialError={linkError ? "authErrors.googleFailed" : undefined}
				/>
			)}
		</article>
	);
}
