import { authIdParam } from "../../parse-json-body.ts";
import {
	accountAnswerSchema,
	confirmationSentAnswerSchema,
	publicKeyAnswerSchema,
	revokedAnswerSchema,
	sessionListAnswerSchema,
	settingsAnswerSchema,
	viewOptionsAnswerSchema,
} from "../api-answers.ts";
import { type ApiOperation, JSON_FILE, mutation, noContent, ok } from "../api-operation.ts";

export const ACCOUNT_OPERATIONS: readonly ApiOperation[] = [
	// Settings.
	{
		method: "get",
		path: "/view-options",
		tag: "Settings",
		summary: "Read the view options",
		answers: { 200: ok("All the options.", viewOptionsAnswerSchema) },
	},
	{
		...mutation("viewOptions.update"),
		tag: "Settings",
		summary: "Change some view options",
		answers: { 200: ok("All the options, as changed.", viewOptionsAnswerSchema) },
	},
	{
		method: "get",
		path: "/settings",
		tag: "Settings",
		summary: "Read the settings",
		answers: { 200: ok("All the settings.", settingsAnswerSchema) },
	},
	{
		...mutation("settings.update"),
		tag: "Settings",
		summary: "Change some settings",
		answers: { 200: ok("All the settings, as changed.", settingsAnswerSchema) },
	},
	{
		method: "get",
		path: "/push-subscriptions/public-key",
		tag: "Settings",
		summary: "The key to subscribe to push notifications with",
		answers: { 200: ok("The server's VAPID public key.", publicKeyAnswerSchema) },
	},
	{
		...mutation("pushSubscription.save"),
		tag: "Settings",
		summary: "Store this browser's push subscription",
		answers: { 204: noContent },
	},
	{
		...mutation("pushSubscription.delete"),
		tag: "Settings",
		summary: "Forget a push subscription",
		answers: { 204: noContent },
	},
	// Account.
	{
		method: "get",
		path: "/me",
		tag: "Account",
		summary: "Who is signed in",
		answers: { 200: ok("The account and its sign-in methods.", accountAnswerSchema) },
	},
	{
		...mutation("account.keepData"),
		tag: "Account",
		summary: "Keep an anonymous account under an email and password",
		description: "Nothing changes until the link mailed to the address is opened; the answer is the same either way.",
		answers: { 202: ok("The confirmation was mailed.", confirmationSentAnswerSchema) },
	},
	{
		...mutation("account.addPassword"),
		tag: "Account",
		summary: "Add a password to an account that has none",
		description: "Needs a recent sign-in.",
		answers: { 204: noContent },
	},
	{
		method: "get",
		path: "/account/export",
		tag: "Account",
		summary: "Download all of the account's data (JSON)",
		answers: {
			200: { description: "An attachment: the account, boards, tasks, settings and plan.", contentType: JSON_FILE },
		},
	},
	{
		method: "get",
		path: "/account/export/tasks.csv",
		tag: "Account",
		summary: "Download the tasks (CSV)",
		answers: { 200: { description: "An attachment: one task a row.", contentType: "text/csv" } },
	},
	{
		...mutation("account.delete"),
		tag: "Account",
		summary: "Delete the account and all its data",
		description: "Cancels a subscription first; signs out and clears the browser's copies (Clear-Site-Data).",
		answers: { 204: noContent },
	},
	{
		method: "get",
		path: "/account/sessions",
		tag: "Account",
		summary: "List the signed-in devices",
		answers: { 200: ok("One session per device.", sessionListAnswerSchema) },
	},
	{
		...mutation("session.revokeOthers"),
		tag: "Account",
		summary: "Sign out every other device",
		description: "Needs a recent sign-in (not for anonymous accounts).",
		answers: { 200: ok("How many sessions ended.", revokedAnswerSchema) },
	},
	{
		...mutation("session.revoke"),
		tag: "Account",
		summary: "Sign out one device",
		description: "Needs a recent sign-in (not for anonymous accounts).",
		params: authIdParam,
		answers: { 204: noContent },
	},
];
