import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { localizePath } from "#app/lib/localized-path.ts";
import { requestContext } from "#app/lib/request-context.ts";
import { requireSession } from "#app/lib/session.server.ts";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";
import { startCheckout } from "#core/billing/start-checkout.ts";
import { DEFAULT_LOCALE, isLocale } from "#core/constants.ts";
import { DomainError } from "#core/errors/domain-error.ts";
import { planOf } from "#core/plans/plan.ts";
import type { Route } from "./+types/route";

// The pricing page's "Upgrade" buttons land here (signing in first if needed): straight on to checkout for the
// interval chosen, to the profile's subscription for someone already Pro, or, for an anonymous user, a page that
// asks for an account first, since a payment must outlive the browser.
export async function loader({ request, context, params }: Route.LoaderArgs) {
	const session = await requireSession(request, context, params.lang);
	const { database, baseUrl, billing, isGoogleEnabled } = context.get(requestContext);
	const locale = isLocale(params.lang) ? params.lang : DEFAULT_LOCALE;
	if (session.user.isAnonymous) return { refusal: undefined, isGoogleEnabled };
	if ((await planOf(database.db, session.user.id)) === "pro") throw redirect(localizePath("/profile", locale));
	const interval = new URL(request.url).searchParams.get("interval") === "year" ? "year" : "month";
	const user = { id: session.user.id, email: session.user.email, isAnonymous: false };
	let checkoutUrl: string;
	try {
		checkoutUrl = await startCheckout({ db: database.db, user, interval, locale, baseUrl, billing });
	} catch (error) {
		// Too many checkouts started, or no price for the interval: the page says which, in the person's language.
		if (error instanceof DomainError) return { refusal: error.code, isGoogleEnabled };
		throw error;
	}
	throw redirect(checkoutUrl);
}

export default function UpgradePage({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation();
	const to = useLocalizedPath();
	const { refusal, isGoogleEnabled } = loaderData;
	return (
		<article className="mx-auto flex w-full max-w-md flex-col gap-4">
			<title>{`${t("upgrade.title")} · ${t("app.name")}`}</title>
			<h1 className="text-3xl font-semibold tracking-tight">{t("upgrade.title")}</h1>
			{refusal ? (
				<>
					<p role="alert">{t(`errorCodes.${refusal}`)}</p>
					<Link to={to("/pricing")} className={`${buttonClassName()} self-start`}>
						{t("upgrade.backToPricing")}
					</Link>
				</>
			) : (
				<>
					<p>{t(isGoogleEnabled ? "upgrade.accountRequiredWithGoogle" : "upgrade.accountRequired")}</p>
					<Link to={to("/profile")} className={`${buttonClassName()} self-start`}>
						{t(isGoogleEnabled ? "upgrade.createAccountWithGoogle" : "upgrade.createAccount")}
					</Link>
				</>
			)}
		</article>
	);
}
