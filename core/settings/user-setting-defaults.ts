import { PUSH_REMINDER_HOUR, type ReminderOffsetMinutes, URGENCY_DAYS_DEFAULT } from "#core/constants.ts";

// Browser-safe: the settings that roam with the account, before a user changes them.

export type UserSettings = {
	notificationsEnabled: boolean;
	newsletterSubscribed: boolean;
	/** IANA time zone name; null until a browser reports one, and reminders then follow UTC. */
	timeZone: string | null;
	/** Minutes before a task's due time its reminder goes out: one of REMINDER_OFFSETS_MINUTES. */
	reminderOffsetMinutes: ReminderOffsetMinutes;
	/** Hour (0–23, in the user's zone) at which a task with a due date but no due time is reminded. */
	reminderHour: number;
	/** Quiet hours as "HH:MM" in the user's zone: reminders falling inside wait until the end. Both null: none. */
	quietHoursStart: string | null;
	quietHoursEnd: string | null;
	/** "HH:MM" in the user's zone at which a daily digest of due and overdue tasks goes out; null: no digest. */
	dailyDigestTime: string | null;
	/** The digest by mail too, when the account's email address is verified. */
	dailyDigestByEmail: boolean;
	/** A task becomes urgent this many days before it is due (0–URGENCY_DAYS_MAX); null: the rule is off. */
	urgencyDays: number | null;
};

export const USER_SETTING_DEFAULTS: Readonly<UserSettings> = {
	// On: reminders still need this browser's explicit push permission and subscription before any is sent.
	notificationsEnabled: true,
	// Off: a newsletter needs the user's opt-in consent, so nobody is subscribed by default.
	newsletterSubscribed: false,
	timeZone: null,
	// At the due time, and 09:00 for a date alone: the fixed hour reminders had before they could be chosen.
	reminderOffsetMinutes: 0,
	reminderHour: PUSH_REMINDER_HOUR,
	quietHoursStart: null,
	quietHoursEnd: null,
	// Off: a daily message is only welcome when asked for; the mail needs an opt-in besides.
	dailyDigestTime: null,
	dailyDigestByEmail: false,
	// On for a new user: tasks place themselves from their deadlines. The users there were before the rule have it
	// off until they turn it on (migration 0019), so their matrix does not rearrange itself one morning.
	urgencyDays: URGENCY_DAYS_DEFAULT,
};
