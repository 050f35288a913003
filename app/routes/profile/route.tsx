import { useTranslation } from "react-i18next";
import { readSyncPosition } from "#app/lib/live-sync/sync-position.server.ts";
import { requestContext } from "#app/lib/request-context.ts";
import { requireSession } from "#app/lib/session.server.ts";
import { UnsentChanges } from "#app/routes/+tasks/unsent-changes.tsx";
import { listPasskeys } from "#core/auth/list-passkeys.ts";
import { listSignInMethods } from "#core/auth/list-sign-in-methods.ts";
import { getBillingStatus } from "#core/billing/get-billing-status.ts";
import { listBoards } from "#core/boards/list-boards.ts";
import { DEFAULT_LOCALE, isLocale } from "#core/constants.ts";
import { planOf } from "#core/plans/plan.ts";
import { getUserSettings } from "#core/settings/get-user-settings.ts";
import type { Route } from "./+types/route";
import { AccountSection } from "./account-section.tsx";
import { BoardsSection } from "./boards-section.tsx";
import { PasskeysSection } from "./passkeys-section.tsx";
import { SessionsSection } from "./sessions-section.tsx";
import { SettingsSection } from "./settings-section.tsx";
import { SubscriptionSection } from "./subscription-section.tsx";
import { TwoFactorSection } from "./two-factor-section.tsx";
import { YourDataSection } from "./your-data-section.tsx";

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const session = await requireSession(request, context, params.lang);
	const { database, isGoogleEnabled, billingMode } = context.get(requestContext);
	const locale = isLocale(params.lang) ? params.lang : DEFAULT_LOCALE;
	const { db } = database;
	const userId = session.user.id;
	// Live changes after it reload this page's data (LiveSyncProvider): none is applied in place here.
	const syncPosition = await readSyncPosition({ context, db, userId });
	// Read by the user id of the session already checked: asking better-auth again would look the session up a second
	// time, and answer 401 (a 500 here) when another tab ended it in between (turning on two-step verification does).
	const [providers, boards, plan, billing, settings, passkeys] = await Promise.all([
		listSignInMethods({ db, userId }),
		listBoards({ db, userId, locale }),
		planOf(db, userId),
		// Without plans (BILLING_MODE=off) there is no subscription to show or change.
		billingMode === "off" ? null : getBillingStatus({ db, userId, isTestMode: billingMode === "test" }),
		getUserSettings({ db, userId }),
		// An anonymous user has no account to come back to with a passkey.
		session.user.isAnonymous ? [] : listPasskeys({ db, userId }),
	]);
	return {
		email: session.user.isAnonymous ? null : session.user.email,
		isAnonymous: Boolean(session.user.isAnonymous),
		hasPassword: providers.includes("credential"),
		hasGoogle: providers.includes("google"),
		isTwoFactorEnabled: Boolean(session.user.twoFactorEnabled),
		isGoogleEnabled,
		boards: boards.map(({ id, name, isDefault, taskCount }) => ({ id, name, isDefault, taskCount })),
		plan,
		billing,
		settings,
		syncPosition,
		passkeys,
		/** Whose unsent changes this device keeps (ADR 0034). */
		userId,
	};
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation();
	return (
		<article className="mx-auto flex w-full max-w-2xl flex-col gap-8">
			<title>{`${t("pages.profile.title")} · ${t("app.name")}`}</title>
			<div className="flex flex-col gap-1">
				<h1 className="text-3xl font-semibold tracking-tight">{t("pages.profile.title")}</h1>
				<UnsentChanges />
			</div>
			<AccountSection {...loaderData} />
			{loaderData.hasPassword ? <TwoFactorSection isEnabled={loaderData.isTwoFactorEnabled} /> : null}
			{loaderData.isAnonymous ? null : <PasskeysSection passkeys={loaderData.passkeys} />}
			{loaderData.isAnonymous ? null : <SessionsSection />}
			{loaderData.billing ? <SubscriptionSection billing={loaderData.billing} /> : null}
			<BoardsSection boards={loaderData.boards} plan={loaderData.plan} userId={loaderData.userId} />
			<SettingsSection settings={loaderData.settings} userId={loaderData.userId} />
			<YourDataSection
				email={loaderData.email}
				isAnonymous={loaderData.isAnonymous}
				isPro={loaderData.billing?.plan === "pro"}
			/>
		</article>
	);
}
