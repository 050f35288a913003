import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "#app/components/form-alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { apiRead } from "#app/lib/api-read.ts";
import { sendMutation } from "#app/lib/send-mutation.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import type { SessionView } from "#core/auth/session-view.ts";
import { ProfileSection } from "./profile-section.tsx";
import { SignInAgainButton } from "./sign-in-again-button.tsx";

/** The devices signed in to the account (ASVS 7.4.5): end any one, or all but this one. */
export function SessionsSection() {
	const { t } = useTranslation();
	const locale = useLocale();
	const headingRef = useRef<HTMLHeadingElement>(null);
	// Asked after hydration: the list changes as other devices come and go, and the page's data need not wait for it.
	const [sessions, setSessions] = useState<SessionView[] | undefined>();
	const [status, setStatus] = useState<string | undefined>();
	const [failure, setFailure] = useState<string | undefined>();
	const [needsSignIn, setNeedsSignIn] = useState(false);

	/** Says why ending a session failed: the server's own words when it needs a recent sign-in. */
	const onRevokeFailed = (error: unknown) => {
		const isStale = error instanceof ApiError && error.code === "sign_in_again";
		setNeedsSignIn(isStale);
		setFailure(isStale ? error.message : t("errors.somethingWentWrong"));
	};

	useEffect(() => {
		apiRead<{ sessions: SessionView[] }>("session.list", locale).then(
			(answer) => setSessions(answer.sessions),
			() => setFailure(t("sessions.loadFailed")),
		);
	}, [locale, t]);

	const name = (session: SessionView) =>
		t("sessions.deviceName", {
			browser: session.browser ?? t("sessions.unknownBrowser"),
			os: session.os ?? t("sessions.unknownSystem"),
		});
	const date = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(iso));

	const onRevoke = async (session: SessionView) => {
		setFailure(undefined);
		setNeedsSignIn(false);
		try {
			await sendMutation("session.revoke", { id: session.id }, locale);
			setSessions((list) => list?.filter((item) => item.id !== session.id));
			setStatus(t("sessions.revoked", { device: name(session) }));
			// The button pressed is gone: focus goes back to the section, not to the page's start.
			headingRef.current?.focus();
		} catch (error) {
			onRevokeFailed(error);
		}
	};
	const onRevokeOthers = async () => {
		setFailure(undefined);
		setNeedsSignIn(false);
		try {
			await sendMutation("session.revokeOthers", {}, locale);
			setSessions((list) => list?.filter((item) => item.isCurrent));
			setStatus(t("profile.otherDevicesSignedOut"));
			headingRef.current?.focus();
		} catch (error) {
			onRevokeFailed(error);
		}
	};

	const others = sessions?.filter((session) => !session.isCurrent) ?? [];
	return (
		<ProfileSection id="sessions-heading" needsConnection title={t("sessions.title")} headingRef={headingRef}>
			<p className="text-sm text-muted">{t("sessions.lifetime")}</p>
			<p role="status" className="text-sm empty:hidden">
				{status}
			</p>
			<FormAlert message={failure} />
			{needsSignIn ? <SignInAgainButton /> : null}
			{sessions ? (
				<ul className="flex flex-col gap-3">
					{sessions.map((session) => (
						<li
							key={session.id}
							className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3"
						>
							<div className="flex flex-col text-sm">
								<span className="font-medium">
									{name(session)} · {t(`sessions.device.${session.device}`)}
									{session.isCurrent ? <strong className="ms-2">{t("sessions.thisDevice")}</strong> : null}
								</span>
								<span className="text-muted">
									{t("sessions.lastSeen", { date: date(session.lastSeenAt) })} ·{" "}
									{t("sessions.signedIn", { date: date(session.signedInAt) })}
									{session.ipAddress ? ` · ${t("sessions.address", { address: session.ipAddress })}` : null}
								</span>
							</div>
							{session.isCurrent ? null : (
								<Button
									variant="secondary"
									aria-label={t("sessions.revokeNamed", { device: name(session) })}
									onClick={() => void onRevoke(session)}
								>
									{t("sessions.revoke")}
								</Button>
							)}
						</li>
					))}
				</ul>
			) : null}
			{others.length > 0 ? (
				<Button variant="secondary" className="self-start" onClick={() => void onRevokeOthers()}>
					{t("profile.signOutOthers")}
				</Button>
			) : null}
		</ProfileSection>
	);
}
