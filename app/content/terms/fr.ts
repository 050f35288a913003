import type { InstanceFacts, LegalText } from "#app/content/legal/document.ts";
import { present } from "#app/content/legal/document.ts";
import { countryName, governingLawClause } from "#app/content/legal/governing-law.ts";

export default function terms({ operator, isGoogleEnabled }: InstanceFacts): LegalText {
	// Google is named only where Google sign-in is configured.
	const keepWith = isGoogleEnabled
		? "Ajoutez une adresse e-mail et un mot de passe, une clé d’accès ou Google pour les garder."
		: "Ajoutez une adresse e-mail et un mot de passe ou une clé d’accès pour les garder.";
	const who = operator.name ?? "l’exploitant de ce service Quadrant";
	const contact = operator.email
		? [{ href: `mailto:${operator.email}`, text: operator.email }]
		: ["l’exploitant de ce service"];
	return {
		lead: [
			`Voici les conditions d’utilisation de ce service Quadrant fixées par ${who} (« nous »). Ce sont celles de l’exploitant, pas celles des personnes qui écrivent le code de Quadrant. En utilisant le service, vous les acceptez : prenez le temps de les lire.`,
		],
		sections: present([
			{
				heading: "Qui nous sommes",
				blocks: present([
					[`Ce service est exploité par ${who}.`],
					operator.address ? [`Adresse : ${operator.address}.`] : null,
					operator.email ? ["Contact : ", ...contact, "."] : null,
				]),
			},
			{
				heading: "Le service",
				blocks: [
					[
						"Quadrant est un gestionnaire de tâches fondé sur la matrice d’Eisenhower : vous classez vos tâches selon leur urgence et leur importance, sur un ou plusieurs tableaux, depuis n’importe quel appareil.",
					],
				],
			},
			{
				heading: "Comptes",
				blocks: [
					[
						`Vous pouvez commencer sans compte : vos tâches sont alors liées à la session de ce navigateur, et perdues si vous l’effacez ou ne l’utilisez plus pendant 400 jours. ${keepWith} Vous répondez de ce qui se fait avec votre compte : gardez votre mot de passe pour vous et prévenez-nous si vous pensez que quelqu’un d’autre l’a utilisé.`,
					],
				],
			},
			{
				heading: "Offre gratuite et offre Pro",
				blocks: [
					[
						"L’offre Gratuite ne coûte rien et a les limites indiquées sur la ",
						{ href: "/pricing", text: "page des tarifs" },
						". Pro est un abonnement, payé au mois ou à l’année via Stripe, au prix affiché avant le paiement, taxes applicables telles qu’indiquées lors du paiement.",
					],
					{
						items: [
							["Il se renouvelle automatiquement à la fin de chaque période jusqu’à ce que vous le résiliiez."],
							[
								"Vous pouvez le résilier à tout moment depuis votre profil : Pro reste actif jusqu’à la fin de la période payée, et vous n’êtes plus prélevé.",
							],
							[
								"Les paiements ne sont pas remboursés, sauf lorsque la loi l’exige (par exemple un droit de rétractation) ou si nous ne fournissons pas le service.",
							],
							[
								"Si un paiement échoue, Pro reste actif pendant un court délai de grâce ; ensuite votre compte repasse à l’offre Gratuite. Vos tâches sont conservées.",
							],
							["Nous vous prévenons avant qu’un changement de prix ne s’applique à votre abonnement."],
						],
					},
				],
			},
			{
				heading: "Utilisation acceptable",
				blocks: [
					[
						"N’utilisez pas le service pour enfreindre la loi, pour l’attaquer ou le surcharger, pour accéder aux comptes ou aux données d’autrui, ni pour contourner ses limites ou ses paiements. Nous pouvons suspendre un compte qui le fait.",
					],
				],
			},
			{
				heading: "Votre contenu",
				blocks: [
					[
						"Vos tâches et vos tableaux restent à vous. Nous ne les stockons et ne les traitons que pour fournir le service, comme l’explique la ",
						{ href: "/privacy", text: "politique de confidentialité" },
						", et ne revendiquons aucun autre droit sur eux.",
					],
				],
			},
			{
				heading: "Disponibilité et évolutions",
				blocks: [
					[
						"Nous faisons en sorte que le service fonctionne et que vos données soient en sécurité, mais nous ne pouvons pas garantir qu’il ne sera jamais interrompu ni qu’aucune donnée ne sera jamais perdue : exportez vos données de temps en temps. Le service peut évoluer ; nous ne retirerons pas ce que vous avez payé pendant une période payée.",
					],
				],
			},
			{
				heading: "Fin de l’utilisation",
				blocks: [
					[
						"Vous pouvez supprimer votre compte à tout moment depuis votre profil ; un abonnement Pro est alors résilié et toutes vos données sont effacées. Nous pouvons suspendre ou fermer un compte qui enfreint ces conditions, en vous disant pourquoi lorsque c’est possible, et fermer le service avec un préavis raisonnable, en vous laissant le temps d’exporter vos données.",
					],
				],
			},
			{
				heading: "Responsabilité",
				blocks: [
					[
						"Le service est fourni tel quel. Dans la mesure permise par la loi applicable, nous ne répondons pas des dommages indirects, et notre responsabilité totale est limitée à ce que vous nous avez payé au cours des douze derniers mois. Rien dans ces conditions ne limite une responsabilité que la loi interdit de limiter, ni vos droits de consommateur.",
					],
				],
			},
			operator.governingLaw
				? {
						heading: "Droit applicable",
						blocks: [
							[
								governingLawClause(operator.governingLaw, "fr", {
									country: (code) =>
										`Ces conditions sont régies par le droit du pays suivant : ${countryName(code, "fr")}. Ce choix ne vous prive pas de la protection que vous accorde, en tant que consommateur, la loi du pays où vous résidez.`,
									wording: (law) =>
										`Ces conditions sont régies par ${law}, sans vous priver de la protection que vous accorde, en tant que consommateur, la loi du pays où vous résidez.`,
								}),
							],
						],
					}
				: null,
			{
				heading: "Modifications de ces conditions",
				blocks: [
					[
						"Nous pouvons mettre à jour ces conditions. Pour un changement important, nous vous prévenons à l’avance, par e-mail ou dans l’application ; si vous n’êtes pas d’accord, vous pouvez cesser d’utiliser le service et supprimer votre compte.",
					],
				],
			},
			{
				heading: "Contact",
				blocks: [["Pour toute question sur ces conditions : ", ...contact, "."]],
			},
		]),
	};
}
