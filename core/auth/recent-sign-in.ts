// Changing how one signs in needs a sign-in from the last 15 minutes, not just a long-lived session (ASVS 7.5.1):
// a borrowed or stolen session cannot add a password, change one or turn off the second step.
const RECENT_SIGN_IN_MS = 15 * 60 * 1000;

export function isRecentSignIn(signedInAt: Date | string, now = Date.now()): boolean {
	return now - new Date(signedInAt).getTime() <= RECENT_SIGN_IN_MS;
}
