import { deleteAccountSchema } from "#core/account/account-data.schema.ts";
import { credentialsSchema, setPasswordSchema } from "#core/auth/credentials.schema.ts";
import { deletePushSubscriptionSchema, savePushSubscriptionSchema } from "#core/push/push-subscription.schema.ts";
import { updateUserSettingsSchema } from "#core/settings/user-settings.schema.ts";
import { updateViewOptionsSchema } from "#core/settings/view-options.schema.ts";
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
import { type ApiOperation, JSON_FILE, noContent, ok } from "../api-operation.ts";

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
		method: "patch",
		path: "/view-options",
		tag: "Settings",
		summary: "Change some view options",
		body: updateViewOptionsSchema,
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
		method: "patch",
		path: "/settings",
		tag: "Settings",
		summary: "Change some settings",
		body: updateUserSettingsSchema,
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
		method: "post",
		path: "/push-subscriptions",
		tag: "Settings",
		summary: "Store this browser's push subscription",
		body: savePushSubscriptionSchema,
		answers: { 204: noContent },
	},
	{
		method: "delete",
		path: "/push-subscriptions",
		tag: "Settings",
		summary: "Forget a push subscription",
		body: deletePushSubscriptionSchema,
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
		method: "post",
		path: "/account/credentials",
		tag: "Account",
		summary: "Keep an anonymous account under an email and password",
		description: "Nothing changes until the link mailed to the address is opened; the answer is the same either way.",
		body: credentialsSchema,
		answers: { 202: ok("The confirmation was mailed.", confirmationSentAnswerSchema) },
	},
	{
		method: "post",
		path: "/account/password",
		tag: "Account",
		summary: "Add a password to an account that has none",
		description: "Needs a recent sign-in.",
		body: setPasswordSchema,
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
		method: "delete",
		path: "/account",
		tag: "Account",
		summary: "Delete the account and all its data",
		description: "Cancels a subscription first; signs out and clears the browser's copies (Clear-Site-Data).",
		body: deleteAccountSchema,
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
		method: "delete",
		path: "/account/sessions/others",
		tag: "Account",
		summary: "Sign out every other device",
		description: "Needs a recent sign-in (not for anonymous accounts).",
		answers: { 200: ok("How many sessions ended.", revokedAnswerSchema) },
	},
	{
		method: "delete",
		path: "/account/sessions/:id",
		tag: "Account",
		summary: "Sign out one device",
		description: "Needs a recent sign-in (not for anonymous accounts).",
		params: authIdParam,
		answers: { 204: noContent },
	},
];
