import type { InstanceFacts, LegalText } from "#app/content/legal/document.ts";
import { present } from "#app/content/legal/document.ts";
import { englishCountryName, governingLawClause } from "#app/content/legal/governing-law.ts";

export default function terms({ operator, isGoogleEnabled }: InstanceFacts): LegalText {
	// Google is named only where Google sign-in is configured.
	const keepWith = isGoogleEnabled
		? "Add an email and password, a passkey or Google to keep them."
		: "Add an email and password or a passkey to keep them.";
	const who = operator.name ?? "the operator of this Quadrant service";
	const contact = operator.email
		? [{ href: `mailto:${operator.email}`, text: operator.email }]
		: ["the operator of this service"];
	return {
		lead: [
			`These are the terms of ${who} (“we”) for using this Quadrant service. They are the operator’s terms, not those of the people who write Quadrant’s code. Please read them: by using the service you accept them.`,
		],
		sections: present([
			{
				heading: "Who we are",
				blocks: present([
					[`This service is run by ${who}.`],
					operator.address ? [`Address: ${operator.address}.`] : null,
					operator.email ? ["Contact: ", ...contact, "."] : null,
				]),
			},
			{
				heading: "The service",
				blocks: [
					[
						"Quadrant is a task manager built on the Eisenhower matrix: you sort tasks by urgency and importance, on one or more boards, from any device.",
					],
				],
			},
			{
				heading: "Accounts",
				blocks: [
					[
						`You can start without an account: your tasks are then tied to this browser’s session, and are lost if you clear it or stop using it for 400 days. ${keepWith} You are responsible for what happens under your account: keep your password to yourself, and tell us if you think someone else has used it.`,
					],
				],
			},
			{
				heading: "Free and Pro",
				blocks: [
					[
						"The Free plan costs nothing and has the limits shown on the ",
						{ href: "/pricing", text: "pricing page" },
						". Pro is a subscription, paid monthly or yearly through Stripe, at the price shown before you pay, taxes as shown at checkout.",
					],
					{
						items: [
							["It renews automatically at the end of each period until you cancel it."],
							[
								"You can cancel at any time from your profile: Pro stays on until the end of the period you paid for, and you are not charged again.",
							],
							[
								"Payments are not refunded, except where the law requires it (for example a legal right of withdrawal) or where we fail to provide the service.",
							],
							[
								"If a payment fails, Pro stays on during a short grace period; after that your account goes back to Free. Your tasks are kept.",
							],
							["We tell you before any price change takes effect on your subscription."],
						],
					},
				],
			},
			{
				heading: "Acceptable use",
				blocks: [
					[
						"Do not use the service to break the law, to attack or overload it, to get into other people’s accounts or data, or to get around its limits or payments. We may suspend an account that does.",
					],
				],
			},
			{
				heading: "Your content",
				blocks: [
					[
						"Your tasks and boards remain yours. We store and process them only to provide the service, as the ",
						{ href: "/privacy", text: "privacy page" },
						" explains, and we do not claim any right to them beyond that.",
					],
				],
			},
			{
				heading: "Availability and changes",
				blocks: [
					[
						"We aim to keep the service running and your data safe, but we cannot promise it will never be interrupted or that no data will ever be lost: export your data from time to time. The service may change; we will not remove what you paid for during a period you paid for.",
					],
				],
			},
			{
				heading: "Ending",
				blocks: [
					[
						"You can delete your account at any time from your profile; a Pro subscription is then cancelled and all your data is deleted. We may end or suspend an account that breaks these terms, telling you why where we can, and we may close the service with reasonable notice, giving you time to export your data.",
					],
				],
			},
			{
				heading: "Liability",
				blocks: [
					[
						"The service is provided as it is. To the extent the applicable law allows, we are not liable for indirect losses, and our total liability is limited to what you paid us in the last twelve months. Nothing in these terms limits liability that the law does not allow to be limited, or your rights as a consumer.",
					],
				],
			},
			operator.governingLaw
				? {
						heading: "Governing law",
						blocks: [
							[
								governingLawClause(operator.governingLaw, "en", {
									country: (code) =>
										`These terms are governed by the laws of ${englishCountryName(code)}, without taking away the protection of the law of the country where you live as a consumer.`,
									wording: (law) =>
										`These terms are governed by ${law}, without taking away the protection of the law of the country where you live as a consumer.`,
								}),
							],
						],
					}
				: null,
			{
				heading: "Changes to these terms",
				blocks: [
					[
						"We may update these terms. For an important change we tell you in advance, by email or in the app; if you do not agree you can stop using the service and delete your account.",
					],
				],
			},
			{
				heading: "Contact",
				blocks: [["Questions about these terms: ", ...contact, "."]],
			},
		]),
	};
}
