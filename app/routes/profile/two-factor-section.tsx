import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { FormAlert } from "#app/components/form-alert.tsx";
import { FormField } from "#app/components/form-field.tsx";
import { OneTimeCodeField } from "#app/components/one-time-code-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { authClient } from "#app/lib/auth-client.ts";
import { authErrorKey } from "#app/lib/auth-error-message.ts";
import { ProfileSection } from "./profile-section.tsx";

type Setup = { qrCode: string; secret: string; backupCodes: string[] };

/** Two-factor with an authenticator app: enable (QR code and secret, confirm with a code, backup codes once), disable. */
export function TwoFactorSection({ isEnabled }: { isEnabled: boolean }) {
	const { t } = useTranslation();
	const revalidator = useRevalidator();
	const [password, setPassword] = useState("");
	const [code, setCode] = useState("");
	const [setup, setSetup] = useState<Setup | undefined>();
	const [error, setError] = useState<string | undefined>();
	const [isBusy, setBusy] = useState(false);

	const run = async (action: () => Promise<string | undefined>) => {
		setBusy(true);
		setError(undefined);
		setError(await action());
		setBusy(false);
	};
	const onStart = () =>
		run(async () => {
			const { data, error: failure } = await authClient.twoFactor.enable({ password });
			if (failure || data?.method !== "totp") return t(authErrorKey(failure));
			const secret = new URL(data.totpURI).searchParams.get("secret") ?? "";
			// Loaded when asked for (with its PNG encoder): the profile page and the server's start need none of it.
			const { default: QRCode } = await import("qrcode");
			setSetup({
				qrCode: await QRCode.toDataURL(data.totpURI, { margin: 1, width: 192 }),
				secret,
				backupCodes: data.backupCodes,
			});
			setPassword("");
		});
	const onConfirm = () =>
		run(async () => {
			const { error: failure } = await authClient.twoFactor.verifyTotp({ code: code.trim() });
			if (failure) return t(authErrorKey(failure));
			setSetup(undefined);
			setCode("");
			revalidator.revalidate();
		});
	const onDisable = () =>
		run(async () => {
			// The server also wants a current code (see create-auth), which better-auth's typed client does not know.
			const { error: failure } = await authClient.$fetch("/two-factor/disable", {
				method: "POST",
				body: { password, code: code.trim() },
			});
			if (failure) return t(authErrorKey(failure));
			setPassword("");
			setCode("");
			revalidator.revalidate();
		});

	return (
		<ProfileSection id="two-factor-heading" needsConnection title={t("profile.twoFactor")}>
			<p className="text-sm" role="status">
				{isEnabled ? t("profile.twoFactorOn") : t("profile.twoFactorOff")}
			</p>
			<FormAlert message={error} />
			{setup ? (
				<div className="flex flex-col gap-3">
					<p className="text-sm">{t("profile.twoFactorScan")}</p>
					<img
						src={setup.qrCode}
						width={192}
						height={192}
						alt={t("profile.twoFactorQrAlt")}
						className="rounded bg-white"
					/>
					<p className="text-sm">
						{t("profile.twoFactorSecret")} <code className="break-all font-mono">{setup.secret}</code>
					</p>
					<p className="text-sm font-medium">{t("profile.backupCodesOnce")}</p>
					<ul aria-label={t("profile.backupCodes")} className="grid grid-cols-2 gap-1 font-mono text-sm">
						{setup.backupCodes.map((backupCode) => (
							<li key={backupCode}>{backupCode}</li>
						))}
					</ul>
					<OneTimeCodeField value={code} onChange={setCode} />
					<Button onClick={() => void onConfirm()} disabled={isBusy}>
						{t("profile.twoFactorConfirm")}
					</Button>
				</div>
			) : (
				<div className="flex flex-col gap-3">
					<FormField
						label={t("profile.currentPassword")}
						type="password"
						autoComplete="current-password"
						value={password}
						onChange={(event) => setPassword(event.target.value)}
					/>
					{isEnabled ? <OneTimeCodeField value={code} onChange={setCode} /> : null}
					{isEnabled ? (
						<Button variant="danger" onClick={() => void onDisable()} disabled={isBusy || !password || !code}>
							{t("profile.twoFactorDisable")}
						</Button>
					) : (
						<Button onClick={() => void onStart()} disabled={isBusy || !password}>
							{t("profile.twoFactorEnable")}
						</Button>
					)}
				</div>
			)}
		</ProfileSection>
	);
}
