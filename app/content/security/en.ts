import type { InstanceFacts, LegalText } from "#app/content/legal/document.ts";

export default function security({ operator, authRateLimitPerMinute }: InstanceFacts): LegalText {
	return {
		lead: [
			"What Quadrant does to protect your account and your tasks, as the code does it today, and how to tell us about a weakness.",
		],
		sections: [
			{
				heading: "Passwords",
				blocks: [
					[
						"Passwords are never stored. The server keeps a scrypt hash with a random 16-byte salt per password, at OWASP’s recommended cost (N = 2¹⁷, r = 8, p = 1: 128 MiB of memory and about a third of a second per attempt), which makes guessing stolen hashes slow and expensive.",
					],
					[
						"A password has 8 to 128 characters. The 10,000 most common passwords are refused, and so are passwords made of the word “Quadrant” or your own email address.",
					],
				],
			},
			{
				heading: "Two-step verification and passkeys",
				blocks: [
					[
						"In your profile you can turn on two-step verification with an authenticator app (TOTP, 30-second codes, each code accepted only once) and get 10 single-use backup codes. You can also add passkeys, which sign you in with your device’s lock instead of a password. Both are optional.",
					],
				],
			},
			{
				heading: "Sessions",
				blocks: [
					{
						items: [
							["A signed-in session ends after 30 days without use, and 90 days after signing in in any case."],
							[
								"Without an account, your session is the only key to your tasks: it lasts as long as it is used and ends after 400 days without use.",
							],
							[
								"Your profile lists your signed-in devices (browser, system, address, last use); you can sign out any of them, or all the others, at once. Changing your password offers to sign out the other devices; resetting it signs out every device.",
							],
							[
								"The session cookie is HttpOnly and SameSite=Lax, and on HTTPS it is Secure with the __Host- prefix. Changing your password or adding a passkey needs a sign-in from the last 15 minutes; turning two-step verification on needs your password, and turning it off your password and a code. You get an email when your password or two-step verification changes.",
							],
						],
					},
				],
			},
			{
				heading: "Limits on guessing",
				blocks: [
					[
						`Each network address may call the sign-in endpoints ${authRateLimitPerMinute} times a minute. After three wrong passwords for an account, the address that typed them waits 15 seconds, then 30, 60 and up to 15 minutes; other addresses, yours included, are not locked out. After the fifth failure you get an email. Sign-in answers an unknown email and a wrong password alike.`,
					],
				],
			},
			{
				heading: "In your browser",
				blocks: [
					[
						"Every page is sent with a Content Security Policy that allows only the server’s own scripts (with a fresh nonce per request), no plug-ins and no framing by other sites, along with nosniff and a strict referrer policy, and HSTS on HTTPS. Changes from another site are refused. There are no trackers and no third-party scripts.",
					],
				],
			},
			{
				heading: "Where your data lives",
				blocks: [
					[
						"Your account and tasks are stored in the PostgreSQL database of whoever runs this service: by default an embedded PostgreSQL on the same server, or a database they configure. Nothing is sent elsewhere except what the privacy page lists (payments to Stripe, mail, browser push services, Google if you sign in with it). The database itself is not encrypted by the app: that, and the encryption of the disk, is the operator’s choice.",
					],
				],
			},
			{
				heading: "Backups",
				blocks: [
					[
						"The app does not make backups by itself. The operator backs up the database (for example with pg_dump, or by copying the data directory) and keeps the copies safe. To keep your own copy, export your data from your profile whenever you like.",
					],
				],
			},
			{
				heading: "Export and deletion",
				blocks: [
					[
						"In ",
						{ href: "/profile", text: "your profile" },
						", under “Your data”, you can download everything you have as JSON or your tasks as CSV, and delete your account. Deletion cancels a Pro subscription with Stripe first, then removes every row that belongs to you and signs out every device.",
					],
				],
			},
			{
				heading: "Reporting a vulnerability",
				blocks: [
					operator.email
						? [
								"Please write to ",
								{ href: `mailto:${operator.email}`, text: operator.email },
								" with the steps to reproduce. Do not access other people’s data, and give us reasonable time to fix the issue before you publish it.",
							]
						: [
								"This service has not published a security contact yet. Until it does, please report the problem to whoever runs it, with the steps to reproduce. Do not access other people’s data, and give reasonable time to fix the issue before you publish it.",
							],
					[
						"The machine-readable version of this page is ",
						{ href: "/.well-known/security.txt", text: "security.txt" },
						" (RFC 9116).",
					],
				],
			},
		],
	};
}
