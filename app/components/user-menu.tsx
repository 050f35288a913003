import { CircleUserRound } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ColorModeRadioGroup } from "#app/components/color-mode-radio-group.tsx";
import { SignOutDialog } from "#app/components/sign-out-dialog.tsx";
import {
	Menu,
	MenuContent,
	MenuItem,
	MenuLabel,
	MenuSeparator,
	MenuTrigger,
} from "#app/components/ui/dropdown-menu.tsx";
import { linkGoogle } from "#app/lib/auth-actions.ts";
import type { SessionUser } from "#app/lib/session.server.ts";
import { useColorMode } from "#app/lib/use-color-mode.ts";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";

/** Profile, theme, linking Google (until linked) and signing out, from the app header. */
export function UserMenu({ user, isGoogleEnabled }: { user: SessionUser; isGoogleEnabled: boolean }) {
	const { t } = useTranslation();
	const to = useLocalizedPath();
	const navigate = useNavigate();
	const [mode, onChooseMode] = useColorMode();
	const [isSignOutOpen, setSignOutOpen] = useState(false);
	const who = user.email ?? t("account.anonymous");

	const onLinkGoogle = async () => {
		await linkGoogle({
			callbackURL: `${to("/profile")}?linked=google`,
			errorCallbackURL: `${to("/profile")}?linkError=google`,
		});
	};

	return (
		<>
			<Menu>
				<MenuTrigger
					className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm text-text hover:bg-sunken"
					aria-label={t("userMenu.label", { who })}
				>
					<CircleUserRound aria-hidden="true" className="size-5" />
				</MenuTrigger>
				<MenuContent aria-label={t("userMenu.title")}>
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
				</MenuContent>
			</Menu>
			<SignOutDialog open={isSignOutOpen} onOpenChange={setSignOutOpen} isAnonymous={user.isAnonymous} />
		</>
	);
}
