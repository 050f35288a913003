import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ColorModeRadioGroup } from "#app/components/color-mode-radio-group.tsx";
import { SignOutDialog } from "#app/components/sign-out-dialog.tsx";
import { MenuItem, MenuLabel, MenuOpenedOnDemand, MenuSeparator } from "#app/components/ui/dropdown-menu.tsx";
import type { MenuTriggerLook } from "#app/components/ui/menu-on-demand.tsx";
import { linkGoogle } from "#app/lib/auth-actions.ts";
import type { SessionUser } from "#app/lib/session.server.ts";
import { useColorMode } from "#app/lib/use-color-mode.ts";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";

type Props = { trigger: MenuTriggerLook; who: string; user: SessionUser; isGoogleEnabled: boolean };

/** The user menu itself, loaded when first opened (see `UserMenu`). */
export default function UserMenuContent({ trigger, who, user, isGoogleEnabled }: Props) {
	const { t } = useTranslation();
	const to = useLocalizedPath();
	const navigate = useNavigate();
	const [mode, onChooseMode] = useColorMode();
	const [isSignOutOpen, setSignOutOpen] = useState(false);

	const onLinkGoogle = async () => {
		await linkGoogle({
			callbackURL: `${to("/profile")}?linked=google`,
			errorCallbackURL: `${to("/profile")}?linkError=google`,
		});
	};

	return (
		<>
			<MenuOpenedOnDemand trigger={trigger} aria-label={t("userMenu.title")}>
				<MenuLabel className="max-w-60 truncate">{who}</MenuLabel>
				<MenuSeparator />
				<MenuItem onSelect={() => navigate(to("/profile"))}>{t("nav.profile")}</MenuItem>
				{isGoogleEnabled && !user.hasGoogle ? (
					<MenuItem onSelect={() => void onLinkGoogle()}>{t("account.linkGoogle")}</MenuItem>
				) : null}
				<MenuSeparator />
				<MenuLabel>{t("theme.label")}</MenuLabel>
				<ColorModeRadioGroup mode={mode} onChoose={onChooseMode} />
				<MenuSeparator />
				<MenuItem onSelect={() => setSignOutOpen(true)}>{t("account.signOut")}</MenuItem>
			</MenuOpenedOnDemand>
			<SignOutDialog
				open={isSignOutOpen}
				onOpenChange={setSignOutOpen}
				userId={user.id}
				isAnonymous={user.isAnonymous}
				isGoogleEnabled={isGoogleEnabled}
			/>
		</>
	);
}
