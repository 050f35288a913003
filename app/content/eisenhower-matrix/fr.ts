import type { ExplainerContent } from "./types.ts";

export default {
	lead: "La matrice d’Eisenhower classe ce que vous avez à faire selon deux questions : est-ce urgent, et est-ce important ? Les réponses donnent quatre quadrants, et chaque quadrant dit quoi faire d’une tâche : la faire, la planifier, la déléguer ou l’abandonner.",
	tableOfContents: "Sur cette page",
	sections: [
		{
			id: "method",
			title: "La méthode",
			paragraphs: [
				"Tracez un carré et divisez-le en quatre. Un axe indique si une tâche est urgente, l’autre si elle est importante. Chaque tâche trouve sa place dans une seule des quatre cases.",
				"Urgent veut dire que cela réclame votre attention maintenant : une échéance aujourd’hui, un téléphone qui sonne, un message qui attend une réponse. Important veut dire que cela vous rapproche de ce qui compte pour vous : vos objectifs, votre santé, les personnes qui comptent sur vous. On confond souvent les deux ; la matrice sert à les distinguer.",
			],
			list: [
				"Urgent et important : faites-le maintenant.",
				"Important mais pas urgent : planifiez-le.",
				"Urgent mais pas important : déléguez-le, ou faites court.",
				"Ni urgent ni important : abandonnez-le.",
			],
		},
		{
			id: "origin",
			title: "D’où elle vient",
			paragraphs: [
				"Dans un discours prononcé à l’université Northwestern en 1954, le président Dwight D. Eisenhower citait un ancien président d’université : « J’ai deux sortes de problèmes, les urgents et les importants. Les urgents ne sont pas importants, et les importants ne sont jamais urgents. » Il n’a pas dessiné de matrice ; c’est l’idée de séparer les deux qui porte son nom.",
				"La grille en quatre quadrants a été popularisée par Stephen R. Covey dans Les 7 habitudes des gens efficaces (The 7 Habits of Highly Effective People, 1989), où elle sert de matrice de gestion du temps. Covey insiste sur le deuxième quadrant, important mais pas urgent : c’est là que se font les progrès durables.",
			],
			list: [
				"Dwight D. Eisenhower, discours à la deuxième assemblée du Conseil œcuménique des Églises, Evanston (Illinois), université Northwestern, 19 août 1954.",
				"Stephen R. Covey, The 7 Habits of Highly Effective People, Free Press, 1989 (habitude 3, « Priorité aux priorités »).",
			],
		},
		{
			id: "deciding",
			title: "Urgent ou important : comment trancher",
			paragraphs: [
				"Prenez chaque tâche et posez deux questions, l’une après l’autre. Pour l’urgence : que se passe-t-il si cela attend la semaine prochaine ? Si la réponse est « pas grand-chose », ce n’est pas urgent. Pour l’importance : est-ce que cela me rapproche d’un objectif qui est vraiment le mien, ou surtout de celui de quelqu’un d’autre ? Si cela ne vous manquerait pas dans un mois, ce n’est probablement pas important.",
				"Décidez vite. Une tâche dans le mauvais quadrant coûte moins cher qu’une heure passée à trier, et vous pourrez toujours la déplacer plus tard.",
			],
		},
		{
			id: "quadrants",
			title: "Les quatre quadrants, avec des exemples",
			paragraphs: [
				"Une même tâche peut se ranger dans des quadrants différents selon les personnes. Ces exemples montrent le cas le plus courant.",
			],
			subsections: [
				{
					id: "do",
					title: "Urgent et important : faire",
					paragraphs: [
						"Une déclaration d’impôts à rendre demain, un enfant malade, une panne en production, le rapport que votre responsable attend pour la réunion de cet après-midi. Faites-les vous-même, tout de suite. Si ce quadrant est toujours plein, cherchez ce que vous auriez pu planifier plus tôt.",
					],
				},
				{
					id: "schedule",
					title: "Important mais pas urgent : planifier",
					paragraphs: [
						"Le sport, apprendre quelque chose, préparer le trimestre suivant, un bilan chez le médecin, du temps en famille, réparer le processus qui provoque sans cesse des urgences. Rien ne vous y oblige aujourd’hui, et c’est justement pour cela que ces tâches glissent. Donnez-leur une date.",
					],
				},
				{
					id: "delegate",
					title: "Urgent mais pas important : déléguer",
					paragraphs: [
						"La plupart des interruptions, bien des réunions, un formulaire qu’une autre personne pourrait remplir, réserver une salle. Elles semblent pressantes parce que quelqu’un attend. Confiez-les à quelqu’un d’autre quand c’est possible, regroupez-les, ou répondez brièvement.",
					],
				},
				{
					id: "drop",
					title: "Ni l’un ni l’autre : abandonner",
					paragraphs: [
						"Faire défiler les réseaux, ranger un dossier que personne n’ouvre, lire des lettres d’information jamais demandées. Rayez-les sans remords. Le repos n’est pas dans ce quadrant : le temps libre que vous choisissez appartient au deuxième.",
					],
				},
			],
		},
		{
			id: "mistakes",
			title: "Les erreurs courantes",
			paragraphs: ["La matrice est simple ; voici les pièges les plus fréquents."],
			list: [
				"Tout juger important. Si un quadrant contient presque toutes les tâches, le tri n’a pas encore eu lieu.",
				"Prendre l’urgence des autres pour votre importance. Une demande avec un délai court n’est pas forcément importante pour vous.",
				"Négliger le deuxième quadrant. Il ne crie jamais : il lui faut une place dans votre semaine.",
				"Trier une fois pour toutes. Les échéances approchent et les priorités changent : relisez la matrice tous les deux ou trois jours.",
				"Garder le quatrième quadrant comme liste de choses à faire. Ses tâches sont faites pour être supprimées, pas mises de côté.",
			],
		},
		{
			id: "in-quadrant",
			title: "Comment Quadrant l’applique",
			paragraphs: [
				"Quadrant est construit autour de la matrice. Vos tâches sont rangées dans les quatre quadrants sur un seul écran ; vous ajoutez une tâche directement dans le quadrant qui lui correspond, et vous la déplacez en la faisant glisser vers un autre quadrant, ou au clavier, quand son urgence ou son importance change.",
				"Les mêmes tâches s’affichent aussi en mur de pense-bêtes, regroupés par quadrant ou en un seul mur classé par échéance. Les tableaux séparent des matrices distinctes, par exemple le travail et la maison. Tout est enregistré au fur et à mesure et reste synchronisé entre vos appareils.",
			],
		},
	],
	faqTitle: "Questions fréquentes",
	faq: [
		{
			question: "Eisenhower a-t-il inventé la matrice d’Eisenhower ?",
			answer:
				"Pas sous forme de grille. En 1954, il citait un ancien président d’université sur la différence entre problèmes urgents et importants. La matrice en quatre quadrants a été popularisée plus tard, notamment par Stephen Covey en 1989, et porte le nom d’Eisenhower.",
		},
		{
			question: "Quelle différence entre urgent et important ?",
			answer:
				"L’urgence tient au temps : il faut s’en occuper bientôt. L’importance tient à la valeur : cela sert vos objectifs et vos responsabilités. Une tâche peut être l’un, les deux, ou aucun.",
		},
		{
			question: "Quel quadrant compte le plus ?",
			answer:
				"Le deuxième : important mais pas urgent. Le temps passé à planifier, prévenir et progresser y empêche le premier quadrant de déborder.",
		},
		{
			question: "Et si je n’ai personne à qui déléguer ?",
			answer:
				"Réduisez alors les tâches urgentes et peu importantes : regroupez-les à heure fixe, répondez brièvement, automatisez-les, ou dites non.",
		},
		{
			question: "À quelle fréquence revoir sa matrice ?",
			answer:
				"Un coup d’œil chaque jour et une vraie revue par semaine conviennent à la plupart des gens. Déplacez les tâches à mesure que leurs échéances approchent.",
		},
	],
	cta: "Essayez-la dans Quadrant, sans compte",
} satisfies ExplainerContent;
