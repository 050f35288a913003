import type { ParseKeys } from "i18next";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { CredentialsForm } from "#app/components/credentials-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { authClient } from "#app/lib/auth-client.ts";
import { authErrorKey } from "#app/lib/auth-error-message.ts";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";
import { withEmailConfirmedMark } from "#core/auth/email-confirmed-mark.ts";
import type { FieldMessage } from "#core/validation/field-errors.ts";
import { DoneNotice } from "./done-notice.tsx";
import { PasskeySignInButton } from "./passkey-sign-in-button.tsx";
import { TwoFactorForm } from "./two-factor-form.tsx";

type Props = {
	destination: string;
	isGoogleEnabled: boolean;
	initialError?: ParseKeys;
	/** The step a form posted before hydration reached (server/login-form-routes.ts). */
	initialStep?: "two-factor" | "check-inbox";
	/** A form posted before hydration whose fields the server refused, and their messages. */
	posted?: { intent: "sign-in" | "sign-up" | "two-factor"; fields: Record<string, FieldMessage> };
};

/** Sign in or create an account, continue without one, or use Google. */
export function SignInPanel({ destination, isGoogleEnabled, initialError, initialStep, posted }: Props) {
	const { t } = useTranslation();
	const to = useLocalizedPath();
	const navigate = useNavigate();
	const [error, setError] = useState<ParseKeys | undefined>(initialError);
	const [isBusy, setBusy] = useState(false);
	const [needsSecondFactor, setNeedsSecondFactor] = useState(initialStep === "two-factor");
	const [signUpSentTo, setSignUpSentTo] = useState<string | undefined>();

	const finish = () => navigate(destination, { replace: true });

	const onSignIn = async ({ email, password }: { email: string; password: string }) => {
		setError(undefined);
		const { data, error: failure } = await authClient.signIn.email({ email, password });
		if (failure) return setError(authErrorKey(failure));
		if (data && "twoFactorRedirect" in data && data.twoFactorRedirect) return setNeedsSecondFactor(true);
		await finish();
	};

	// No session yet, whether the address was new or already had an account: the mailed link finishes (ADR 0022).
	const onSignUp = async ({ email, password }: { email: string; password: string }) => {
		setError(undefined);
		const { error: failure } = await authClient.signUp.email({
			email,
			password,
			name: email.split("@")[0] ?? email,
			callbackURL: withEmailConfirmedMark(destination),
		});
		if (failure) return setError(authErrorKey(failure));
		setSignUpSentTo(email);
	};

	const onAnonymous = async () => {
		setBusy(true);
		setError(undefined);
		const { error: failure } = await authClient.signIn.anonymous();
		setBusy(false);
		if (failure) return setError(authErrorKey(failure));
		await finish();
	};

	const onGoogle = async () => {
		setBusy(true);
		const { error: failure } = await authClient.signIn.social({
			provider: "google",
			callbackURL: destination,
			errorCallbackURL: `${to("/login")}?error=google`,
		});
		if (failure) {
			setBusy(false);
			setError(authErrorKey(failure));
		}
	};

	if (needsSecondFactor)
		return (
			<TwoFactorForm
				onVerified={finish}
				postedError={posted?.intent === "two-factor" ? posted.fields.code : undefined}
			/>
		);
	if (signUpSentTo) return <DoneNotice message={t("login.checkInbox", { email: signUpSentTo })} />;
	if (initialStep === "check-inbox") return <DoneNotice message={t("login.checkInboxSent")} />;

	const onPasskeyError = (key: ParseKeys | undefined) => setError(key);
	const tabs = [
		{
			intent: "sign-in",
			tab: t("login.signInTab"),
			submitLabel: t("login.signIn"),
			passwordAutoComplete: "current-password",
			onSubmit: onSignIn,
		},
		{
			intent: "sign-up",
			tab: t("login.signUpTab"),
			submitLabel: t("login.signUp"),
			passwordAutoComplete: "new-password",
			onSubmit: onSignUp,
		},
	] as const;

	return (
		<div className="flex flex-col gap-6">
			{error ? (
				<p role="alert" className="rounded-md border border-danger bg-surface px-3 py-2 text-sm text-danger">
					{t(error)}
				</p>
			) : null}
			<Tabs.Root defaultValue={posted?.intent === "sign-up" ? "sign-up" : "sign-in"} className="flex flex-col gap-4">
				<Tabs.List aria-label={t("login.chooseAction")} className="grid grid-cols-2 rounded-md bg-sunken p-1">
					{tabs.map(({ intent, tab }) => (
						<Tabs.Trigger
							key={intent}
							value={intent}
							className="rounded px-3 py-1.5 text-sm data-[state=active]:bg-surface data-[state=active]:font-semibold"
						>
							{tab}
						</Tabs.Trigger>
					))}
				</Tabs.List>
				{tabs.map(({ intent, submitLabel, passwordAutoComplete, onSubmit }) => (
					<Tabs.Content key={intent} value={intent}>
						<CredentialsForm
							submitLabel={submitLabel}
							passwordAutoComplete={passwordAutoComplete}
							intent={intent}
							onSubmit={onSubmit}
							posted={posted?.intent === intent ? posted.fields : undefined}
						/>
						{intent === "sign-in" ? (
							<p className="mt-3 text-sm">
								<Link to={`${to("/login")}?mode=forgot`} className="text-primary underline underline-offset-4">
									{t("login.forgotPassword")}
								</Link>
							</p>
						) : null}
					</Tabs.Content>
				))}
			</Tabs.Root>
			<div className="flex flex-col gap-3 border-t border-border pt-6">
				<PasskeySignInButton label={t("passkeys.signIn")} onSignedIn={finish} onError={onPasskeyError} />
				{isGoogleEnabled ? (
					<Button variant="secondary" onClick={() => void onGoogle()} disabled={isBusy}>
						{t("login.google")}
					</Button>
				) : null}
				{/* A form, so that a tap before the page hydrates starts too (server/login-form-routes.ts). */}
				<form
					method="post"
					className="flex flex-col"
					onSubmit={(event) => {
						event.preventDefault();
						void onAnonymous();
					}}
				>
					<input type="hidden" name="intent" value="anonymous" />
					<Button type="submit" variant="ghost" disabled={isBusy}>
						{t("login.continueAnonymously")}
					</Button>
				</form>
				<p className="text-xs text-muted">
					{t(isGoogleEnabled ? "login.anonymousHintWithGoogle" : "login.anonymousHint")}
				</p>
			</div>
		</div>
	);
}
