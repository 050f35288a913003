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
import { type ApiOperation, JSON_FILE, mutation, noContent, ok, read, tagged } from "../api-operation.ts";

export const ACCOUNT_OPERATIONS: readonly ApiOperation[] = [
	...tagged("Settings", [
		{
			...read("/view-options"),
			summary: "Read the view options",
			answers: { 200: ok("All the options.", viewOptionsAnswerSchema) },
		},
		{
			...mutation("viewOptions.update"),
			summary: "Change some view options",
			answers: { 200: ok("All the options, as changed.", viewOptionsAnswerSchema) },
		},
		{
			...read("/settings"),
			summary: "Read the settings",
			answers: { 200: ok("All the settings.", settingsAnswerSchema) },
		},
		{
			...mutation("settings.update"),
			summary: "Change some settings",
			answers: { 200: ok("All the settings, as changed.", settingsAnswerSchema) },
		},
		{
			...read("/push-subscriptions/public-key"),
			summary: "The key to subscribe to push notifications with",
			answers: { 200: ok("The server's VAPID public key.", publicKeyAnswerSchema) },
		},
		{
			...mutation("pushSubscription.save"),
			summary: "Store this browser's push subscription",
			answers: { 204: noContent },
		},
		{
			...mutation("pushSubscription.delete"),
			summary: "Forget a push subscription",
			answers: { 204: noContent },
		},
	]),
	...tagged("Account", [
		{
			...read("/me"),
			summary: "Who is signed in",
			answers: { 200: ok("The account and its sign-in methods.", accountAnswerSchema) },
		},
		{
			...mutation("account.keepData"),
			summary: "Keep an anonymous account under an email and password",
			description: "Nothing changes until the link mailed to the address is opened; the answer is the same either way.",
			answers: { 202: ok("The confirmation was mailed.", confirmationSentAnswerSchema) },
		},
		{
			...mutation("account.addPassword"),
			summary: "Add a password to an account that has none",
			description: "Needs a recent sign-in.",
			answers: { 204: noContent },
		},
		{
			...read("/account/export"),
			summary: "Download all of the account's data (JSON)",
			answers: {
				200: { description: "An attachment: the account, boards, tasks, settings and plan.", contentType: JSON_FILE },
			},
		},
		{
			...read("/account/export/tasks.csv"),
			summary: "Download the tasks (CSV)",
			answers: { 200: { description: "An attachment: one task a row.", contentType: "text/csv" } },
		},
		{
			...mutation("account.delete"),
			summary: "Delete the account and all its data",
			description: "Cancels a subscription first; signs out and clears the browser's copies (Clear-Site-Data).",
			answers: { 204: noContent },
		},
		{
			...read("/account/sessions"),
			summary: "List the signed-in devices",
			answers: { 200: ok("One session per device.", sessionListAnswerSchema) },
		},
		{
			...mutation("session.revokeOthers"),
			summary: "Sign out every other device",
			description: "Needs a recent sign-in (not for anonymous accounts).",
			answers: { 200: ok("How many sessions ended.", revokedAnswerSchema) },
		},
		{
			...mutation("session.revoke"),
			summary: "Sign out one device",
			description: "Needs a recent sign-in (not for anonymous accounts).",
			params: authIdParam,
			answers: { 204: noContent },
		},
	]),
];
