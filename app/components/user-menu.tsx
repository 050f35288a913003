import { CircleUserRound } from "lucide-react";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { MenuOnDemand } from "#app/components/ui/menu-on-demand.tsx";
import type { SessionUser } from "#app/lib/session.server.ts";

const UserMenuContent = lazy(() => import("./user-menu-content.tsx"));

/** Profile, theme, linking Google (until linked) and signing out, from the app header. */
export function UserMenu({ user, isGoogleEnabled }: { user: SessionUser; isGoogleEnabled: boolean }) {
	const { t } = useTranslation();
	const who = user.email ?? t("account.anonymous");
	const trigger = {
		className:
			"inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm text-text hover:bg-sunken max-sm:min-h-11 max-sm:min-w-11 max-sm:justify-center",
		"aria-label": t("userMenu.label", { who }),
		children: <CircleUserRound aria-hidden="true" className="size-5" />,
	};
	return (
		<MenuOnDemand trigger={trigger}>
			<UserMenuContent trigger={trigger} who={who} user={user} isGoogleEnabled={isGoogleEnabled} />
		</MenuOnDemand>
	);
}
