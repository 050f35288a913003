import type { OverviewContent } from "./types.ts";

export default {
	lead: "Quadrant est un gestionnaire de tâches fondé sur la matrice d’Eisenhower : chaque tâche va dans l’un des quatre quadrants selon son urgence et son importance, pour voir d’un coup d’œil quoi faire maintenant, quoi planifier et quoi laisser tomber.",
	sections: [
		{
			id: "who",
			title: "Pour qui ?",
			paragraphs: [
				"Pour toutes celles et tous ceux qui ont plus à faire que de temps pour le faire : les personnes qui jonglent entre travail et maison, étudiants, indépendants, managers. Si votre liste de choses à faire ne fait que s’allonger, la trier par urgence et par importance montre ce qui peut attendre et ce qui ne le peut pas.",
			],
		},
		{
			id: "quadrants",
			title: "Quatre quadrants",
			paragraphs: [
				"Chaque tâche appartient à un quadrant. Quand son urgence ou son importance change, faites-la glisser dans un autre.",
			],
			list: [
				"Urgent et important : à faire maintenant.",
				"Important mais pas urgent : à planifier.",
				"Urgent mais pas important : à déléguer.",
				"Ni l’un ni l’autre : à abandonner.",
			],
		},
		{
			id: "views",
			title: "Matrice et pense-bêtes",
			paragraphs: [
				"La matrice montre les quatre quadrants côte à côte. La vue pense-bêtes montre les mêmes tâches comme des notes sur un mur, regroupées par quadrant ou classées par échéance. Les deux s’utilisent à la souris, au doigt ou au clavier seul.",
			],
		},
		{
			id: "boards",
			title: "Tableaux",
			paragraphs: [
				"Gardez des matrices distinctes sur des tableaux distincts, par exemple un pour le travail et un pour la maison, et passez de l’un à l’autre quand vous voulez.",
			],
		},
		{
			id: "languages",
			title: "Sept langues",
			paragraphs: [
				"Quadrant parle anglais, chinois, français, coréen, japonais, espagnol et malais. Changez de langue quand vous voulez.",
			],
		},
		{
			id: "sync",
			title: "En direct sur tous vos appareils",
			paragraphs: [
				"Vos modifications sont enregistrées au fur et à mesure et apparaissent aussitôt sur vos autres appareils : ajoutez une tâche sur votre téléphone, elle est déjà sur votre ordinateur.",
			],
		},
		{
			id: "privacy",
			title: "Vos données restent les vôtres",
			paragraphs: [
				"Ni publicité ni pistage. Depuis votre profil, vous pouvez à tout moment exporter vos tâches ou supprimer votre compte et ses données.",
			],
		},
	],
	images: {
		matrix: {
			alt: "La matrice de Quadrant : quatre quadrants de couleur côte à côte, chacun avec ses tâches sous forme de cartes qui portent leur échéance et leur priorité, comme « Envoyer le rapport trimestriel à Claire » dans Urgent et important et « Prendre rendez-vous chez le dentiste » dans Important, pas urgent.",
			caption: "La matrice : chaque tâche dans l’un des quatre quadrants.",
		},
		sticky: {
			alt: "La vue pense-bêtes de Quadrant : les mêmes tâches en notes de couleur sur un mur, regroupées par quadrant, dont trois sous Urgent et important.",
			caption: "Les pense-bêtes : les mêmes tâches, en notes sur un mur.",
		},
	},
	plansTitle: "Offre gratuite et offre Pro",
	comparePlans: "Comparer les offres",
	startTitle: "Commencer maintenant",
	start:
		"Pas besoin de vous inscrire : continuez sans compte et commencez à trier vos tâches. Vous pourrez ajouter une adresse e-mail plus tard pour les conserver.",
	startCta: "Commencer sans compte",
} satisfies OverviewContent;
