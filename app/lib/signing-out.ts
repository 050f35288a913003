let isUnderWay = false;

/**
 * Marks this tab as signing out. Every sign-out ends in a full load of the sign-in page, so nothing clears it: until
 * then the tab opens no new connection that needs the session (the server would refuse it, and Chromium logs each
 * refusal as an error).
 */
export function markSigningOut(): void {
	isUnderWay = true;
}

/** Whether this tab has sent (or is about to send) its sign-out. */
export const isSigningOut = (): boolean => isUnderWay;
