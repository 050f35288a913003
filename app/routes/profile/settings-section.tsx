import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "#app/components/form-alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { mutate, replayQueued } from "#app/lib/change-queue/queue-change.ts";
import { useQueueStatus } from "#app/lib/change-queue/queue-status.ts";
import type { Shown } from "#app/lib/change-queue/queued-change.ts";
import { isQuoteEnabled, setQuoteEnabled } from "#app/lib/quote-preference.ts";
import { applyColorMode, readColorMode } from "#app/lib/theme.ts";
import { useColorMode } from "#app/lib/use-color-mode.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { browserTimeZone } from "#app/lib/web-push.ts";
import { COLOR_MODES, type ColorMode } from "#core/constants.ts";
import type { UserSettings } from "#core/settings/user-setting-defaults.ts";
import { updateUserSettingsSchema } from "#core/settings/user-settings.schema.ts";
import { type FieldMessage, fieldMessages } from "#core/validation/field-errors.ts";
import { CheckboxField } from "./checkbox-field.tsx";
import { type DailyDigest, DailyDigestFields } from "./daily-digest-fields.tsx";
import { NeedsConnection } from "./needs-connection.tsx";
import { ProfileSection } from "./profile-section.tsx";
import { PushNotifications } from "./push-notifications.tsx";
import { type ReminderTiming, ReminderTimingFields } from "./reminder-timing-fields.tsx";
import { UnsavedChangesGuard } from "./unsaved-changes-guard.tsx";
import { UrgencyField } from "./urgency-field.tsx";

type Values = ReminderTiming &
	DailyDigest & {
		colorMode: ColorMode;
		showQuote: boolean;
		notificationsEnabled: boolean;
		newsletterSubscribed: boolean;
		urgencyDays: number | null;
	};

/** What the quiet-hour fields offer when the user has none yet: a night. */
const SUGGESTED_QUIET_HOURS = { quietHoursStart: "22:00", quietHoursEnd: "07:00" };

/** What the digest's time offers when the user has none yet: early in the working day. */
const SUGGESTED_DIGEST_TIME = "08:00";

/** The form's view of the roaming reminder settings: quiet hours and the digest as switches with times. */
function reminderTiming(settings: UserSettings): ReminderTiming & DailyDigest {
	const hasQuietHours = settings.quietHoursStart !== null && settings.quietHoursEnd !== null;
	return {
		reminderOffsetMinutes: settings.reminderOffsetMinutes,
		reminderHour: settings.reminderHour,
		hasQuietHours,
		...(hasQuietHours
			? { quietHoursStart: settings.quietHoursStart ?? "", quietHoursEnd: settings.quietHoursEnd ?? "" }
			: SUGGESTED_QUIET_HOURS),
		hasDailyDigest: settings.dailyDigestTime !== null,
		dailyDigestTime: settings.dailyDigestTime ?? SUGGESTED_DIGEST_TIME,
		dailyDigestByEmail: settings.dailyDigestByEmail,
	};
}

/** The form's values that roam with the account, as the server has them. */
const roamingValues = (settings: UserSettings) => ({
	notificationsEnabled: settings.notificationsEnabled,
	newsletterSubscribed: settings.newsletterSubscribed,
	urgencyDays: settings.urgencyDays,
	...reminderTiming(settings),
});

type SettingsShown = Extract<Shown, { kind: "settings" }>;
const isSettingsShown = (shown: Shown): shown is SettingsShown => shown.kind === "settings";

/**
 * The user's settings in one form with one Save. Notifications and newsletter roam with the account (server);
 * colour mode and the daily-quote flag stay in this browser, as the specification keeps them. A chosen theme
 * shows at once; leaving without saving puts the saved one back. A save is kept on this device until the server has
 * it (ADR 0034): offline, it shows as saved here and is sent when the network is back.
 */
export function SettingsSection({ settings, userId }: { settings: UserSettings; userId: string }) {
	const { t } = useTranslation();
	const locale = useLocale();
	const [savedMode, storeMode] = useColorMode();
	const [saved, setSaved] = useState<Values>({ colorMode: "system", showQuote: true, ...roamingValues(settings) });
	const [values, setValues] = useState(saved);
	const [timeZone, setTimeZone] = useState(settings.timeZone ?? "UTC");
	const [result, setResult] = useState<"saved" | "kept" | "failed" | undefined>();
	const [fieldErrors, setFieldErrors] = useState<Record<string, FieldMessage>>({});
	const [isSaving, setSaving] = useState(false);
	// Online, Save waits for the answer; if the network fails meanwhile, the queue keeps the change (one more waits).
	const { count } = useQueueStatus();
	const savingFrom = useRef<number | null>(null);
	useEffect(() => {
		if (savingFrom.current === null || count <= savingFrom.current) return;
		savingFrom.current = null;
		setSaving(false);
		setResult("kept");
	}, [count]);
	const isDirty = (Object.keys(values) as (keyof Values)[]).some((key) => values[key] !== saved[key]);

	// The local half is only readable in the browser: adopt it after hydration, unless the person already edited.
	useEffect(() => {
		const local = { colorMode: savedMode, showQuote: isQuoteEnabled() };
		setSaved((current) => ({ ...current, ...local }));
		setValues((current) => ({ ...current, ...local }));
	}, [savedMode]);
	useEffect(() => setTimeZone(browserTimeZone()), []);
	// A previewed theme that was never saved must not outlive the form.
	useEffect(() => () => applyColorMode(readColorMode()), []);

	/** Shows the saved fields as the form's saved state; the server's answer replaces them, a refusal undoes them. */
	const show = (fields: Partial<UserSettings>, answer: Promise<unknown>) => {
		const adopt = (next: Partial<Values>) => {
			setSaved((current) => ({ ...current, ...next }));
			setValues((current) => ({ ...current, ...next }));
		};
		adopt(roamingValues({ ...settings, ...fields }));
		return answer.then(
			(stored) => {
				if (stored) adopt(roamingValues(stored as UserSettings));
				setResult("saved");
			},
			() => {
				// Undone: the form keeps what was typed, now unsaved, so Save tries again.
				setSaved((current) => ({ ...current, ...roamingValues(settings) }));
				setResult("failed");
			},
		);
	};

	// Once: the settings a reload found unsent are shown again on top of the loaded ones.
	const isReplayed = useRef(false);
	useEffect(() => {
		if (isReplayed.current) return;
		isReplayed.current = true;
		void replayQueued(userId, locale, isSettingsShown, (shown, answer) => void show(shown.fields, answer));
	});

	const change = (next: Partial<Values>) => {
		setResult(undefined);
		setFieldErrors({});
		setValues((current) => ({ ...current, ...next }));
		if (next.colorMode) applyColorMode(next.colorMode);
	};

	const onSubmit = async (event: React.FormEvent) => {
		event.preventDefault();
		const body = {
			notificationsEnabled: values.notificationsEnabled,
			newsletterSubscribed: values.newsletterSubscribed,
			timeZone,
			reminderOffsetMinutes: values.reminderOffsetMinutes,
			reminderHour: values.reminderHour,
			quietHoursStart: values.hasQuietHours ? values.quietHoursStart : null,
			quietHoursEnd: values.hasQuietHours ? values.quietHoursEnd : null,
			dailyDigestTime: values.hasDailyDigest ? values.dailyDigestTime : null,
			dailyDigestByEmail: values.dailyDigestByEmail,
			urgencyDays: values.urgencyDays,
		};
		// The API's own schema: a refused field is shown beside it, in this page's language, before any request.
		const parsed = updateUserSettingsSchema.safeParse(body);
		if (!parsed.success) {
			const messages = fieldMessages(parsed.error);
			setFieldErrors(messages);
			// Only the times can be mistyped here; anything else refused is not the person's to fix.
			if (!messages.quietHoursStart && !messages.quietHoursEnd && !messages.dailyDigestTime) setResult("failed");
			return;
		}
		// This browser's half is saved here at once, network or not.
		storeMode(values.colorMode);
		setQuoteEnabled(values.showQuote);
		setSaved((current) => ({ ...current, colorMode: values.colorMode, showQuote: values.showQuote }));
		const shown: Shown = { kind: "settings", fields: parsed.data };
		const answer = mutate(userId, locale, { name: "settings.update", args: parsed.data, shown });
		const shownAnswer = show(parsed.data as Partial<UserSettings>, answer);
		if (!navigator.onLine) return setResult("kept");
		setSaving(true);
		savingFrom.current = count;
		await shownAnswer;
		savingFrom.current = null;
		setSaving(false);
	};

	const checkbox = (name: "showQuote" | "notificationsEnabled" | "newsletterSubscribed", hint?: string) => (
		<CheckboxField
			name={name}
			checked={values[name]}
			onChange={(isChecked) => change({ [name]: isChecked })}
			label={t(`settings.${name}`)}
			hint={hint}
		/>
	);

	const translate = (message: FieldMessage | undefined) =>
		message ? t(message.key, "values" in message ? message.values : {}) : undefined;
	const translatedErrors = {
		quietHoursStart: translate(fieldErrors.quietHoursStart),
		quietHoursEnd: translate(fieldErrors.quietHoursEnd),
	};

	return (
		<ProfileSection id="settings-heading" title={t("settings.title")}>
			<form noValidate aria-labelledby="settings-heading" className="flex flex-col gap-4" onSubmit={onSubmit}>
				<p className="text-sm text-muted">{t("settings.localNote")}</p>
				<fieldset className="flex flex-col gap-1">
					<legend className="mb-1 text-sm font-semibold">{t("settings.theme")}</legend>
					<div className="flex flex-wrap gap-4">
						{COLOR_MODES.map((mode) => (
							<label key={mode} className="flex items-center gap-2 text-sm">
								<input
									type="radio"
									name="colorMode"
									value={mode}
									checked={values.colorMode === mode}
									onChange={() => change({ colorMode: mode })}
								/>
								{t(`theme.${mode}`)}
							</label>
						))}
					</div>
				</fieldset>
				{checkbox("notificationsEnabled", t("settings.notificationsHint", { timeZone }))}
				<ReminderTimingFields values={values} errors={translatedErrors} onChange={change} />
				<DailyDigestFields values={values} error={translate(fieldErrors.dailyDigestTime)} onChange={change} />
				<UrgencyField urgencyDays={values.urgencyDays} onChange={change} />
				{checkbox("newsletterSubscribed")}
				{checkbox("showQuote")}
				<p role="status" className="text-sm empty:hidden">
					{result === "saved" ? t("settings.saved") : result === "kept" ? t("offlineChanges.kept") : null}
				</p>
				<FormAlert message={result === "failed" ? t("settings.saveFailed") : undefined} />
				<Button type="submit" className="self-start" disabled={isSaving}>
					{t("settings.save")}
				</Button>
			</form>
			<NeedsConnection>
				<PushNotifications />
			</NeedsConnection>
			<UnsavedChangesGuard isDirty={isDirty} />
		</ProfileSection>
	);
}
