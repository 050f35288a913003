// Browser-safe and dependency-free: the settings that roam with the account, before a user changes them.

export type UserSettings = {
	notificationsEnabled: boolean;
	newsletterSubscribed: boolean;
	/** IANA time zone name; null until a browser reports one, and reminders then follow UTC. */
	timeZone: string | null;
};

export const USER_SETTING_DEFAULTS: Readonly<UserSettings> = {
	// On: reminders still need this browser's explicit push permission and subscription before any is sent.
	notificationsEnabled: true,
	// Off: a newsletter needs the user's opt-in consent, so nobody is subscribed by default.
	newsletterSubscribed: false,
	timeZone: null,
};
