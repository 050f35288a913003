import type { ExplainerContent } from "./types.ts";

export default {
	lead: "The Eisenhower matrix sorts what you have to do by two questions: is it urgent, and is it important? The answers give four quadrants, and each quadrant tells you what to do with a task: do it, schedule it, delegate it or drop it.",
	tableOfContents: "On this page",
	sections: [
		{
			id: "method",
			title: "The method",
			paragraphs: [
				"Draw a square and split it into four. One axis says whether a task is urgent, the other whether it is important. Every task lands in exactly one of the four boxes.",
				"Urgent means it asks for attention now: a deadline today, a phone ringing, a message waiting for an answer. Important means it moves you towards something you care about: your goals, your health, the people who count on you. The two are often confused, and the matrix exists to keep them apart.",
			],
			list: [
				"Urgent and important: do it now.",
				"Important, not urgent: schedule it.",
				"Urgent, not important: delegate it, or keep it short.",
				"Neither urgent nor important: drop it.",
			],
		},
		{
			id: "origin",
			title: "Where it comes from",
			paragraphs: [
				"In a speech at Northwestern University in 1954, President Dwight D. Eisenhower quoted a former college president: “I have two kinds of problems, the urgent and the important. The urgent are not important, and the important are never urgent.” He did not draw a matrix; the idea of separating the two is what carries his name.",
				"The four-quadrant grid was popularised by Stephen R. Covey in The 7 Habits of Highly Effective People (1989), where it serves as a time-management matrix. Covey insists on the second quadrant, important but not urgent, as the one where lasting progress is made.",
			],
			list: [
				"Dwight D. Eisenhower, address at the Second Assembly of the World Council of Churches, Evanston, Illinois (Northwestern University), 19 August 1954.",
				"Stephen R. Covey, The 7 Habits of Highly Effective People, Free Press, 1989 (Habit 3, “Put First Things First”).",
			],
		},
		{
			id: "deciding",
			title: "Urgent or important: how to decide",
			paragraphs: [
				"Take each task and ask two questions, one at a time. For urgency: what happens if this waits until next week? If the answer is “nothing much”, it is not urgent. For importance: does this bring me closer to a goal I actually hold, or does it mostly serve someone else’s? If you would not miss it a month from now, it is probably not important.",
				"Decide quickly. A task in the wrong quadrant costs less than an hour spent sorting, and you can always move it later.",
			],
		},
		{
			id: "quadrants",
			title: "The four quadrants, with examples",
			paragraphs: [
				"The same task can sit in different quadrants for different people. These examples show the usual case.",
			],
			subsections: [
				{
					id: "do",
					title: "Urgent and important: do",
					paragraphs: [
						"A tax return due tomorrow, a sick child, a production outage, the report your manager needs for this afternoon’s meeting. Do these yourself, now. If this quadrant is always full, look at what you could have scheduled earlier.",
					],
				},
				{
					id: "schedule",
					title: "Important, not urgent: schedule",
					paragraphs: [
						"Exercise, learning a skill, planning next quarter, a check-up at the doctor’s, time with family, fixing the process that keeps causing emergencies. Nothing forces these today, which is exactly why they slip. Give them a date.",
					],
				},
				{
					id: "delegate",
					title: "Urgent, not important: delegate",
					paragraphs: [
						"Most interruptions, many meetings, a form someone else could fill in, booking a room. They feel pressing because someone is waiting. Hand them to someone else where you can, batch them, or answer briefly.",
					],
				},
				{
					id: "drop",
					title: "Neither: drop",
					paragraphs: [
						"Scrolling feeds, tidying a folder nobody opens, reading newsletters you never asked for. Cross them off without guilt. Rest is not in this quadrant: time off that you choose belongs in the second.",
					],
				},
			],
		},
		{
			id: "mistakes",
			title: "Common mistakes",
			paragraphs: ["The matrix is simple; these are the ways it usually goes wrong."],
			list: [
				"Calling everything important. If one quadrant holds nearly every task, the sorting has not happened yet.",
				"Treating someone else’s urgency as your importance. A request with a short deadline is not automatically important to you.",
				"Ignoring the second quadrant. It never shouts, so it needs a slot in your week.",
				"Sorting once and never again. Deadlines approach and priorities change: review the matrix every few days.",
				"Keeping the fourth quadrant as a to-do list. Its tasks are meant to be deleted, not kept for later.",
			],
		},
		{
			id: "in-quadrant",
			title: "How Quadrant applies it",
			paragraphs: [
				"Quadrant is built around the matrix. Your tasks sit in the four quadrants on one screen; you add a task straight into the quadrant where it belongs, and move it by dragging it to another quadrant, or with the keyboard, when its urgency or importance changes.",
				"The same tasks can also be seen as a wall of sticky notes, grouped by quadrant or as one wall ordered by due date. Boards keep separate matrices apart, such as work and home. Everything is saved as you go and stays in sync across your devices.",
			],
		},
	],
	faqTitle: "Frequently asked questions",
	faq: [
		{
			question: "Did Eisenhower invent the Eisenhower matrix?",
			answer:
				"Not as a grid. In 1954 he quoted a former college president on the difference between urgent and important problems. The four-quadrant matrix was popularised later, notably by Stephen Covey in 1989, and named after Eisenhower.",
		},
		{
			question: "What is the difference between urgent and important?",
			answer:
				"Urgent is about time: it needs attention soon. Important is about value: it serves your goals and responsibilities. A task can be one, both or neither.",
		},
		{
			question: "Which quadrant matters most?",
			answer:
				"The second: important but not urgent. Time spent there on planning, prevention and growth is what keeps the first quadrant from filling up.",
		},
		{
			question: "What if I have no one to delegate to?",
			answer:
				"Then make urgent, unimportant tasks smaller: batch them at a set time, answer briefly, automate them, or say no.",
		},
		{
			question: "How often should I review my matrix?",
			answer:
				"A quick look every day and a proper review once a week work for most people. Move tasks as their deadlines approach.",
		},
	],
	cta: "Try it in Quadrant, without an account",
} satisfies ExplainerContent;
