import type { OverviewContent } from "./types.ts";

export default {
	lead: "Quadrant is a task manager built on the Eisenhower matrix: every task goes into one of four quadrants, by how urgent and how important it is, so you can see at a glance what to do now, what to plan and what to let go.",
	sections: [
		{
			id: "who",
			title: "Who it is for",
			paragraphs: [
				"For anyone with more to do than time to do it: people juggling work and home, students, freelancers, managers. If you keep a to-do list that only grows, sorting it by urgency and importance shows what can wait and what cannot.",
			],
		},
		{
			id: "quadrants",
			title: "Four quadrants",
			paragraphs: [
				"Each task belongs to one quadrant. When its urgency or importance changes, drag it to another one.",
			],
			list: [
				"Urgent and important: do it now.",
				"Important, not urgent: schedule it.",
				"Urgent, not important: delegate it.",
				"Neither: drop it.",
			],
		},
		{
			id: "views",
			title: "Matrix and sticky notes",
			paragraphs: [
				"The matrix shows the four quadrants side by side. The sticky notes view shows the same tasks as notes on a wall, grouped by quadrant or ordered by due date. Both work with a mouse, a finger or the keyboard alone.",
			],
		},
		{
			id: "boards",
			title: "Boards",
			paragraphs: [
				"Keep separate matrices on separate boards, for example one for work and one for home, and switch between them whenever you like.",
			],
		},
		{
			id: "languages",
			title: "Seven languages",
			paragraphs: [
				"Quadrant speaks English, Chinese, French, Korean, Japanese, Spanish and Malay. Change the language at any time.",
			],
		},
		{
			id: "sync",
			title: "Live on all your devices",
			paragraphs: [
				"Changes are saved as you make them and appear on your other devices right away: add a task on your phone and it is already on your computer.",
			],
		},
		{
			id: "privacy",
			title: "Your data stays yours",
			paragraphs: [
				"No ads and no tracking. You can export your tasks or delete your account and its data at any time, from your profile.",
			],
		},
	],
	images: {
		matrix: {
			alt: "The matrix in Quadrant: four coloured quadrants side by side, each listing its tasks as cards with their due date and priority, such as “Send the quarterly report to Maria” under Urgent & Important and “Book a dental check-up” under Important, Not Urgent.",
			caption: "The matrix: each task in one of the four quadrants.",
		},
		sticky: {
			alt: "The sticky notes view in Quadrant: the same tasks as coloured notes on a wall, grouped under each quadrant’s name, with three notes under Urgent & Important.",
			caption: "Sticky notes: the same tasks as notes on a wall.",
		},
	},
	plansTitle: "Free and Pro",
	comparePlans: "Compare the plans",
	startTitle: "Start now",
	start:
		"No sign-up needed: continue without an account and start sorting your tasks. You can add an email address later to keep them.",
	startCta: "Start without an account",
} satisfies OverviewContent;
