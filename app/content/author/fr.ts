import type { InstanceFacts, LegalText } from "#app/content/legal/document.ts";
import { present } from "#app/content/legal/document.ts";

export default function author({ operator }: InstanceFacts): LegalText {
	return {
		lead: operator.name
			? [`Ce service Quadrant est proposé par ${operator.name}.`]
			: [
					"Quadrant est un gestionnaire de tâches fondé sur la matrice d’Eisenhower. Chacun peut faire tourner son propre service Quadrant ; cette page dit qui exploite celui-ci.",
				],
		sections: present([
			{
				heading: "Qui exploite ce service",
				blocks: present([
					operator.name
						? [`${operator.name} exploite ce service et en répond.`]
						: ["L’exploitant de ce service n’a pas publié de nom ici."],
					operator.address ? [`Adresse : ${operator.address}.`] : null,
				]),
			},
			{
				heading: "Comment le joindre",
				blocks: [
					operator.email
						? [
								"Écrivez à ",
								{ href: `mailto:${operator.email}`, text: operator.email },
								". Pour un problème de sécurité, voyez la ",
								{ href: "/security", text: "page Sécurité" },
								".",
							]
						: [
								"Aucune adresse de contact n’a été publiée. Pour un problème de sécurité, voyez la ",
								{ href: "/security", text: "page Sécurité" },
								".",
							],
				],
			},
			{
				heading: "À propos de Quadrant",
				blocks: [
					[
						"Quadrant range vos tâches en quatre quadrants, de « urgent et important » à « ni l’un ni l’autre », pour voir ce qu’il faut faire maintenant, planifier, déléguer ou abandonner. Il fonctionne en sept langues, avec ou sans compte. En savoir plus sur ",
						{ href: "/eisenhower-matrix", text: "la matrice d’Eisenhower" },
						", les ",
						{ href: "/pricing", text: "offres" },
						", la ",
						{ href: "/privacy", text: "politique de confidentialité" },
						" et les ",
						{ href: "/terms", text: "conditions d’utilisation" },
						".",
					],
				],
			},
		]),
	};
}
