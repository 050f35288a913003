import type { InstanceFacts, LegalText } from "#app/content/legal/document.ts";

export default function security({ operator, authRateLimitPerMinute }: InstanceFacts): LegalText {
	return {
		lead: [
			"Ce que Quadrant fait réellement pour protéger votre compte et vos tâches, tel que le code le fait aujourd’hui, et comment nous signaler une faille.",
		],
		sections: [
			{
				heading: "Mots de passe",
				blocks: [
					[
						"Aucun mot de passe n’est conservé tel quel. Le serveur garde une empreinte scrypt, avec un sel aléatoire de 16 octets propre à chaque mot de passe, au coût recommandé par l’OWASP (N = 2¹⁷, r = 8, p = 1 : 128 Mio de mémoire et environ un tiers de seconde par essai). Deviner des empreintes volées devient lent et coûteux.",
					],
					[
						"Un mot de passe compte de 8 à 128 caractères. Les 10 000 mots de passe les plus courants sont refusés, tout comme ceux formés du mot « Quadrant » ou de votre adresse e-mail.",
					],
				],
			},
			{
				heading: "Validation en deux étapes et clés d’accès",
				blocks: [
					[
						"Depuis votre profil, vous pouvez activer la validation en deux étapes avec une application d’authentification (TOTP, codes de 30 secondes, chacun accepté une seule fois) et obtenir 10 codes de secours à usage unique. Vous pouvez aussi ajouter des clés d’accès (passkeys), qui vous connectent avec le verrouillage de votre appareil au lieu d’un mot de passe. Les deux sont facultatives.",
					],
				],
			},
			{
				heading: "Sessions",
				blocks: [
					{
						items: [
							[
								"Une session connectée prend fin après 30 jours sans utilisation, et dans tous les cas 90 jours après la connexion.",
							],
							[
								"Sans compte, votre session est la seule clé de vos tâches : elle dure tant qu’elle sert et prend fin après 400 jours sans utilisation.",
							],
							[
								"Votre profil liste vos appareils connectés (navigateur, système, adresse, dernière utilisation) ; vous pouvez déconnecter l’un d’eux, ou tous les autres d’un coup. Changer de mot de passe propose de déconnecter les autres appareils ; le réinitialiser les déconnecte tous.",
							],
							[
								"Le cookie de session est HttpOnly et SameSite=Lax, et en HTTPS il est Secure avec le préfixe __Host-. Changer de mot de passe ou ajouter une clé d’accès demande une connexion de moins de 15 minutes ; activer la validation en deux étapes demande votre mot de passe, et la désactiver, votre mot de passe et un code. Vous recevez un e-mail quand votre mot de passe ou la validation en deux étapes change.",
							],
						],
					},
				],
			},
			{
				heading: "Limites contre les essais à répétition",
				blocks: [
					[
						`Chaque adresse réseau peut appeler les points de connexion ${authRateLimitPerMinute} fois par minute. Après trois mauvais mots de passe pour un compte, l’adresse qui les a saisis attend 15 secondes, puis 30, 60 et jusqu’à 15 minutes ; les autres adresses, dont la vôtre, ne sont pas bloquées. Au cinquième échec, vous recevez un e-mail. La connexion répond de la même façon à une adresse inconnue et à un mauvais mot de passe.`,
					],
				],
			},
			{
				heading: "Dans votre navigateur",
				blocks: [
					[
						"Chaque page est envoyée avec une politique de sécurité du contenu (CSP) qui n’autorise que les scripts du serveur (avec un nonce neuf à chaque requête), aucun plug-in et aucun affichage dans le cadre d’un autre site, ainsi que nosniff, une politique de référent stricte et HSTS en HTTPS. Les modifications venant d’un autre site sont refusées. Il n’y a ni traceur ni script tiers.",
					],
				],
			},
			{
				heading: "Où sont vos données",
				blocks: [
					[
						"Votre compte et vos tâches sont stockés dans la base PostgreSQL de la personne ou de l’organisation qui exploite ce service : par défaut un PostgreSQL intégré sur le même serveur, ou une base qu’elle configure. Rien n’est envoyé ailleurs, sauf ce que liste la page de confidentialité (paiements chez Stripe, e-mails, services push des navigateurs, Google si vous vous connectez avec). L’application ne chiffre pas la base elle-même : ce choix, comme le chiffrement du disque, revient à l’exploitant.",
					],
				],
			},
			{
				heading: "Sauvegardes",
				blocks: [
					[
						"L’application ne fait pas de sauvegardes d’elle-même. L’exploitant sauvegarde la base (par exemple avec pg_dump, ou en copiant le dossier de données) et conserve les copies en lieu sûr. Pour garder votre propre copie, exportez vos données depuis votre profil quand vous le souhaitez.",
					],
				],
			},
			{
				heading: "Export et suppression",
				blocks: [
					[
						"Dans ",
						{ href: "/profile", text: "votre profil" },
						", rubrique « Vos données », vous pouvez télécharger tout ce que vous avez en JSON, ou vos tâches en CSV, et supprimer votre compte. La suppression résilie d’abord un abonnement Pro chez Stripe, puis efface chaque ligne qui vous appartient et déconnecte tous vos appareils.",
					],
				],
			},
			{
				heading: "Signaler une faille",
				blocks: [
					operator.email
						? [
								"Écrivez à ",
								{ href: `mailto:${operator.email}`, text: operator.email },
								" en décrivant comment reproduire le problème. N’accédez pas aux données d’autrui, et laissez-nous un délai raisonnable pour corriger avant de publier.",
							]
						: [
								"Ce service n’a pas encore publié de contact pour la sécurité. En attendant, signalez le problème à la personne qui l’exploite, avec les étapes pour le reproduire. N’accédez pas aux données d’autrui, et laissez un délai raisonnable pour corriger le problème avant de le publier.",
							],
					[
						"La version lisible par machine de cette page est ",
						{ href: "/.well-known/security.txt", text: "security.txt" },
						" (RFC 9116).",
					],
				],
			},
		],
	};
}
