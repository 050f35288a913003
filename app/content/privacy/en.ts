import type { InstanceFacts } from "#app/content/legal/document.ts";
import type { PrivacyText } from "./shape.ts";

export default function privacy({
	operator,
	changeLogRetentionDays,
	anonymousUserRetentionDays,
}: InstanceFacts): PrivacyText {
	const who = operator.name ?? "the operator of this Quadrant service";
	// How long the server's log is kept is the operator's to state (OPERATOR_LOG_RETENTION_DAYS).
	const logsKept = operator.logRetentionDays
		? `Logs are kept for ${operator.logRetentionDays} days, then deleted.`
		: "How long logs are kept is up to the operator.";
	return {
		lead: [
			"What this service keeps about you, why, for how long, who else sees it, and how to take it with you or delete it. It describes what the code does, table by table.",
		],
		before: [
			{
				heading: "Who is responsible",
				blocks: [
					[
						`Your data is kept by ${who}`,
						...(operator.address ? [`, ${operator.address}`] : []),
						...(operator.email
							? [". Contact: ", { href: `mailto:${operator.email}`, text: operator.email }, "."]
							: ["."]),
					],
					[
						"Quadrant shows no ads, sells nothing about you and runs no analytics or tracking scripts. You can use it without an account: then it knows no name and no email, only your tasks and your session.",
					],
				],
			},
		],
		inventory: {
			heading: "What is stored, and for how long",
			intro: [
				"Everything lives in this service’s PostgreSQL database. Here is every table, grouped by what it is for.",
			],
			groups: {
				account: "Your account and sign-in",
				tasks: "Your tasks and boards",
				settings: "Settings and reminders",
				billing: "Payments",
				instance: "The service itself (nothing about you)",
			},
			labels: { table: "Table", holds: "What", why: "Why", kept: "How long" },
			tables: {
				user: {
					holds:
						"Your name, email address, whether it is confirmed, whether you use the app without an account, whether two-step verification is on, and when the account was created and changed.",
					why: "To know who you are and write to you about your account.",
					kept: `Until you delete your account. Without an account, your session is the only key to your data: once it has ended (after 400 days without use, or when you sign out), everything is deleted within ${anonymousUserRetentionDays} days.`,
				},
				account: {
					holds:
						"Your ways of signing in: the hash of your password, or the link to your Google account (its identifier and the tokens Google returned).",
					why: "To sign you in.",
					kept: "Until you delete your account.",
				},
				session: {
					holds:
						"Each signed-in device: a random token, its network address, its browser (user agent), and when it signed in and was last used.",
					why: "To keep you signed in and to list your devices so you can sign them out.",
					kept: "It stops working at the end of its lifetime (see the security page); the row is deleted when you sign out, end the session or delete your account.",
				},
				verification: {
					holds:
						"One-time codes behind the links we email (such as a password reset) and the state of a Google sign-in in progress.",
					why: "To check a link or a sign-in really comes from you.",
					kept: "Until used or expired (a reset link after one hour).",
				},
				two_factor: {
					holds: "Your authenticator secret (encrypted) and your backup codes.",
					why: "Two-step verification.",
					kept: "Until you turn it off or delete your account.",
				},
				passkey: {
					holds:
						"Each passkey’s public key, name, type of device and creation date. Your fingerprint or face never leaves your device.",
					why: "Signing in with a passkey.",
					kept: "Until you remove the passkey or delete your account.",
				},
				rate_limit: {
					holds: "Counters of requests per network address and sign-in attempts.",
					why: "To slow down password guessing.",
					kept: "One day after the last request.",
				},
				board: {
					holds: "Your boards’ names.",
					why: "To sort your tasks.",
					kept: "Until you delete the board or your account.",
				},
				task: {
					holds:
						"Each task’s title, description, quadrant, position, status, priority, due date and time, and completion.",
					why: "This is the service.",
					kept: "Until you delete the task or your account.",
				},
				checklist_item: {
					holds: "Each item of a task’s checklist: its text, whether it is done, and its place in the list.",
					why: "Part of the task: the steps you break it into.",
					kept: "Until you delete the item, its task or your account.",
				},
				change_log: {
					holds: "Your recent changes, with the data changed.",
					why: "To bring your other devices up to date (live sync).",
					kept: `${changeLogRetentionDays} days, and only the most recent entries per person.`,
				},
				user_change_seq: {
					holds: "A counter of your changes.",
					why: "Live sync, and answering your task list again quickly while nothing has changed.",
					kept: "Until you delete your account.",
				},
				idempotency_key: {
					holds: "The server’s answer to one of your changes.",
					why: "So that a change sent twice (after a network failure) is applied once.",
					kept: "Seven days.",
				},
				user_settings: {
					holds:
						"Your display options, whether reminders are on and when they go out (how long before a due time, the hour for a date alone, your quiet hours), the daily digest (its time, whether by email too, the language of its mail, the day it last went out), your newsletter choice and your time zone.",
					why: "So your settings follow you to every device, and reminders arrive when you chose, on your clock.",
					kept: "Until you delete your account.",
				},
				push_subscription: {
					holds:
						"For each browser where you turned reminders on: its push address at the browser maker’s push service, its encryption keys and its language.",
					why: "To send the reminders and the daily digest you turned on, as push notifications.",
					kept: "Until you turn reminders off in that browser, the push service says it is gone, or you delete your account.",
				},
				push_reminder: {
					holds: "Which task was reminded for which due date, and for what time.",
					why: "So a reminder goes out only once.",
					kept: "Until the task or your account is deleted.",
				},
				subscription: {
					holds:
						"Your Stripe customer and subscription identifiers, the subscription’s status, its period end and whether it is cancelled at period end. Never your card.",
					why: "To know whether you have Pro.",
					kept: "Until you delete your account.",
				},
				stripe_event: {
					holds: "The identifiers and types of the Stripe messages already handled.",
					why: "So a payment message is never acted on twice.",
					kept: "Kept; it holds nothing about you.",
				},
				app_secret: {
					holds: "Keys the server generates for itself (to sign cookies and send push messages).",
					why: "Running the service.",
					kept: "As long as the service runs.",
				},
				job_round: {
					holds: "Which server instance did which round of background work.",
					why: "So background work runs once.",
					kept: "Removed after a few rounds.",
				},
				dev_mail: {
					holds: "Copies of emails, only on a test installation without a mail server, never in production.",
					why: "So a developer can follow the links.",
					kept: "Until the account is deleted.",
				},
			},
		},
		after: [
			{
				heading: "Legal bases",
				blocks: [
					[
						"Where the GDPR or a similar law applies, each use of your data described above rests on one of these grounds:",
					],
					{
						items: [
							[
								"Providing the service you use: your account, tasks, boards, settings, reminders and subscription (performance of a contract, GDPR Art. 6(1)(b)).",
							],
							[
								"Keeping the service and your account secure and working: sessions, sign-in records, rate limits, server logs, and the records that stop a change or a payment from being applied twice (legitimate interests, Art. 6(1)(f)).",
							],
							[
								"Push notifications: only once you turn reminders on and allow them in your browser; turning them off withdraws that consent (consent, Art. 6(1)(a)).",
							],
						],
					},
				],
			},
			{
				heading: "Server logs",
				blocks: [
					[
						`The server writes a log of requests and security events (such as sign-ins, with your user identifier). Passwords, cookies and tokens are never logged. ${logsKept}`,
					],
				],
			},
			{
				heading: "Who else receives data",
				blocks: [
					{
						items: [
							[
								"Stripe, if you buy Pro: you pay on Stripe’s page, and your card never reaches this server. Stripe keeps its own records as its privacy policy says.",
							],
							["The mail server the operator configures, to send you account emails (your address and the email)."],
							[
								"Your browser’s push service, if you turn reminders on: Google (Firebase Cloud Messaging) for Chrome, Microsoft for Edge, Mozilla for Firefox, Apple for Safari. The reminders are encrypted on the way.",
							],
							["Google, only if you choose to sign in with Google."],
						],
					},
					[
						"Stripe, Google, Microsoft, Mozilla and Apple may process this data outside your country, including in the United States. Where the GDPR applies, such transfers rely on the EU–US Data Privacy Framework or on the European Commission’s standard contractual clauses, as each of them states in its own privacy policy. The mail server and this service’s own database are wherever the operator runs them.",
					],
				],
			},
			{
				heading: "Cookies and storage in your browser",
				blocks: [
					["There are no advertising or tracking cookies. What the app keeps in your browser:"],
					{
						items: [
							[
								"quadrant.session_token (__Host-quadrant.session_token on HTTPS): keeps you signed in. Not readable by scripts.",
							],
							["quadrant.two_factor: a sign-in waiting for its second step, for at most 10 minutes."],
							["locale: the language you chose, for one year."],
							["quadrant-board: the last board you opened, for one year."],
							["quadrant-wall: the layout of your sticky-note wall, for one year."],
							[
								"Local storage: quadrant-theme (light, dark or system), quadrant-quote-enabled and quadrant-quote-last-shown (the daily quote), quadrant-urgency-announced (which tasks moved by their due date this browser has already told you about).",
							],
							[
								"Session storage: quadrant-reloaded-for-build and quadrant-chunk-reload, to reload once when a new version is out.",
							],
							[
								"A service worker, to show reminders, to let you install Quadrant as an app and to open it without a network. For that it keeps, in this browser’s cache storage, the app’s code, the public pages you opened and the matrix, sticky-note wall and profile pages of your account as last loaded (with your tasks and boards). These copies are deleted when you sign out, when another account is used in this browser and when a new version of Quadrant replaces them. Offline, they are no longer shown once this browser has not reached our servers for 7 days.",
							],
							[
								"IndexedDB: quadrant-changes followed by your account’s id, the changes you made while offline that have not reached our servers yet. Each is deleted once it is sent; when you sign out, they are sent first, or deleted after you are told how many would be lost.",
							],
						],
					},
				],
			},
			{
				heading: "Your rights, and how to use them",
				blocks: [
					[
						"In ",
						{ href: "/profile", text: "your profile" },
						", under “Your data”, you can download all your data (JSON, or your tasks as CSV) and delete your account for good, at any time. You can edit or delete any task or board yourself.",
					],
					operator.email
						? [
								"For anything else (a question, a correction, an objection), write to ",
								{ href: `mailto:${operator.email}`, text: operator.email },
								". You may also complain to your data protection authority.",
							]
						: [
								"For anything else (a question, a correction, an objection), contact the operator of this service. You may also complain to your data protection authority.",
							],
				],
			},
		],
	};
}
