import type { InstanceFacts, LegalText } from "#app/content/legal/document.ts";
import { present } from "#app/content/legal/document.ts";

export default function author({ operator }: InstanceFacts): LegalText {
	return {
		lead: operator.name
			? [`This Quadrant service is made available by ${operator.name}.`]
			: [
					"Quadrant is a task manager built on the Eisenhower matrix. Anyone may run their own Quadrant service; this page says who runs this one.",
				],
		sections: present([
			{
				heading: "Who runs this service",
				blocks: present([
					operator.name
						? [`${operator.name} runs this service and answers for it.`]
						: ["The operator of this service has not published a name here."],
					operator.address ? [`Address: ${operator.address}.`] : null,
				]),
			},
			{
				heading: "How to reach them",
				blocks: [
					operator.email
						? [
								"Write to ",
								{ href: `mailto:${operator.email}`, text: operator.email },
								". For a security problem, see the ",
								{ href: "/security", text: "security page" },
								".",
							]
						: [
								"No contact address has been published. For a security problem, see the ",
								{ href: "/security", text: "security page" },
								".",
							],
				],
			},
			{
				heading: "About Quadrant",
				blocks: [
					[
						"Quadrant sorts your tasks into four quadrants, from “urgent and important” to “neither”, so you can see what to do now, what to plan, what to hand over and what to drop. It works in seven languages, with or without an account. Read more about ",
						{ href: "/eisenhower-matrix", text: "the Eisenhower matrix" },
						", the ",
						{ href: "/pricing", text: "plans" },
						", the ",
						{ href: "/privacy", text: "privacy policy" },
						" and the ",
						{ href: "/terms", text: "terms" },
						".",
					],
				],
			},
		]),
	};
}
