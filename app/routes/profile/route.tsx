import { useTranslation } from "react-i18next";
import { requestContext } from "#app/lib/request-context.ts";
import type { Route } from "./+types/route";
import { AccountSection } from "./account-section.tsx";
import { TwoFactorSection } from "./two-factor-section.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
	const { auth, getSession, isGoogleEnabled } = context.get(requestContext);
	const session = await getSession();
	const accounts = session ? await auth.api.listUserAccounts({ headers: request.headers }) : [];
	return {
		email: session?.user.isAnonymous ? null : (session?.user.email ?? null),
		isAnonymous: Boolean(session?.user.isAnonymous),
		hasPassword: accounts.some((account) => account.providerId === "credential"),
		hasGoogle: accounts.some((account) => account.providerId === "google"),
		isTwoFactorEnabled: Boolean(session?.user.twoFactorEnabled),
		isGoogleEnabled,
	};
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation();
	return (
		<article className="mx-auto flex w-full max-w-2xl flex-col gap-8">
			<title>{`${t("pages.profile.title")} · ${t("app.name")}`}</title>
			<h1 className="text-3xl font-semibold tracking-tight">{t("pages.profile.title")}</h1>
			<AccountSection {...loaderData} />
			{loaderData.hasPassword ? <TwoFactorSection isEnabled={loaderData.isTwoFactorEnabled} /> : null}
		</article>
	);
}
