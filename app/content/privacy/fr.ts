import type { InstanceFacts } from "#app/content/legal/document.ts";
import type { PrivacyText } from "./shape.ts";

export default function privacy({
	operator,
	changeLogRetentionDays,
	anonymousUserRetentionDays,
}: InstanceFacts): PrivacyText {
	const who = operator.name ?? "l’exploitant de ce service Quadrant";
	// How long the server's log is kept is the operator's to state (OPERATOR_LOG_RETENTION_DAYS).
	const logsKept = operator.logRetentionDays
		? `Les journaux sont conservés ${operator.logRetentionDays} jours, puis supprimés.`
		: "Leur durée de conservation dépend de l’exploitant.";
	return {
		lead: [
			"Ce que ce service conserve à votre sujet, pourquoi, combien de temps, qui d’autre y a accès, et comment emporter ou supprimer vos données. Cette page décrit ce que fait le code, table par table.",
		],
		before: [
			{
				heading: "Qui est responsable",
				blocks: [
					[
						`Vos données sont conservées par ${who}`,
						...(operator.address ? [`, ${operator.address}`] : []),
						...(operator.email
							? [". Contact : ", { href: `mailto:${operator.email}`, text: operator.email }, "."]
							: ["."]),
					],
					[
						"Quadrant n’affiche aucune publicité, ne vend rien de ce qui vous concerne et n’utilise ni mesure d’audience ni traceur. Vous pouvez l’utiliser sans compte : il ne connaît alors ni votre nom ni votre adresse e-mail, seulement vos tâches et votre session.",
					],
				],
			},
		],
		inventory: {
			heading: "Ce qui est conservé, et combien de temps",
			intro: ["Tout se trouve dans la base PostgreSQL de ce service. Voici chaque table, regroupée selon son usage."],
			groups: {
				account: "Votre compte et la connexion",
				tasks: "Vos tâches et vos tableaux",
				settings: "Réglages et rappels",
				billing: "Paiements",
				instance: "Le fonctionnement du service (rien sur vous)",
			},
			labels: { table: "Table", holds: "Contenu", why: "Pourquoi", kept: "Durée" },
			tables: {
				user: {
					holds:
						"Votre nom, votre adresse e-mail et si elle est confirmée, si vous utilisez l’application sans compte, si la validation en deux étapes est active, et les dates de création et de modification du compte.",
					why: "Savoir qui vous êtes et vous écrire au sujet de votre compte.",
					kept: `Jusqu’à la suppression de votre compte. Sans compte, votre session est la seule clé de vos données : une fois qu’elle a pris fin (après 400 jours sans utilisation, ou à la déconnexion), tout est effacé dans les ${anonymousUserRetentionDays} jours.`,
				},
				account: {
					holds:
						"Vos moyens de connexion : l’empreinte de votre mot de passe, ou le lien avec votre compte Google (son identifiant et les jetons renvoyés par Google).",
					why: "Vous connecter.",
					kept: "Jusqu’à la suppression de votre compte.",
				},
				session: {
					holds:
						"Chaque appareil connecté : un jeton aléatoire, son adresse réseau, son navigateur (user agent), la date de connexion et de dernière utilisation.",
					why: "Vous garder connecté et lister vos appareils pour que vous puissiez les déconnecter.",
					kept: "Elle cesse de fonctionner au terme de sa durée de vie (voir la page Sécurité) ; la ligne est effacée quand vous vous déconnectez, mettez fin à la session ou supprimez votre compte.",
				},
				verification: {
					holds:
						"Les codes à usage unique derrière les liens envoyés par e-mail (comme une réinitialisation de mot de passe) et l’état d’une connexion Google en cours.",
					why: "Vérifier qu’un lien ou une connexion vient bien de vous.",
					kept: "Jusqu’à son utilisation ou son expiration (une heure pour un lien de réinitialisation).",
				},
				two_factor: {
					holds: "Le secret de votre application d’authentification (chiffré) et vos codes de secours.",
					why: "La validation en deux étapes.",
					kept: "Jusqu’à ce que vous la désactiviez ou supprimiez votre compte.",
				},
				passkey: {
					holds:
						"La clé publique, le nom, le type d’appareil et la date de création de chaque clé d’accès. Votre empreinte ou votre visage ne quittent jamais votre appareil.",
					why: "La connexion par clé d’accès.",
					kept: "Jusqu’à ce que vous retiriez la clé ou supprimiez votre compte.",
				},
				rate_limit: {
					holds: "Des compteurs de requêtes par adresse réseau et de tentatives de connexion.",
					why: "Freiner les tentatives de deviner un mot de passe.",
					kept: "Un jour après la dernière requête.",
				},
				board: {
					holds: "Le nom de vos tableaux.",
					why: "Ranger vos tâches.",
					kept: "Jusqu’à la suppression du tableau ou de votre compte.",
				},
				task: {
					holds:
						"Le titre, la description, le quadrant, la position, l’état, la priorité, l’échéance (date et heure) et l’achèvement de chaque tâche.",
					why: "C’est le service lui-même.",
					kept: "Jusqu’à la suppression de la tâche ou de votre compte.",
				},
				checklist_item: {
					holds:
						"Chaque élément de la liste de contrôle d’une tâche : son texte, s’il est fait, et sa place dans la liste.",
					why: "Il fait partie de la tâche : les étapes en lesquelles vous la découpez.",
					kept: "Jusqu’à la suppression de l’élément, de sa tâche ou de votre compte.",
				},
				change_log: {
					holds: "Vos modifications récentes, avec les données modifiées.",
					why: "Mettre à jour vos autres appareils (synchronisation en direct).",
					kept: `${changeLogRetentionDays} jours, et seulement les entrées les plus récentes par personne.`,
				},
				user_change_seq: {
					holds: "Un compteur de vos modifications.",
					why: "La synchronisation en direct, et renvoyer rapidement votre liste de tâches tant que rien n’a changé.",
					kept: "Jusqu’à la suppression de votre compte.",
				},
				idempotency_key: {
					holds: "La réponse du serveur à l’une de vos modifications.",
					why: "Qu’une modification envoyée deux fois (après une coupure réseau) ne soit appliquée qu’une fois.",
					kept: "Sept jours.",
				},
				user_settings: {
					holds:
						"Vos options d’affichage, l’activation des rappels et leur moment (combien de temps avant une heure d’échéance, l’heure pour une date seule, vos heures calmes), le récapitulatif quotidien (son heure, l’envoi par e-mail ou non, la langue de l’e-mail, le dernier jour d’envoi), votre choix concernant la lettre d’information et votre fuseau horaire.",
					why: "Que vos réglages vous suivent sur chaque appareil, et que les rappels arrivent au moment choisi, à votre heure.",
					kept: "Jusqu’à la suppression de votre compte.",
				},
				push_subscription: {
					holds:
						"Pour chaque navigateur où vous avez activé les rappels : son adresse auprès du service push de l’éditeur du navigateur, ses clés de chiffrement et sa langue.",
					why: "Vous envoyer par notification les rappels et le récapitulatif quotidien que vous avez activés.",
					kept: "Jusqu’à ce que vous désactiviez les rappels dans ce navigateur, que le service push la déclare caduque ou que vous supprimiez votre compte.",
				},
				push_reminder: {
					holds: "Quelle tâche a fait l’objet d’un rappel, pour quelle échéance et pour quelle heure.",
					why: "Qu’un rappel ne parte qu’une fois.",
					kept: "Jusqu’à la suppression de la tâche ou de votre compte.",
				},
				subscription: {
					holds:
						"Vos identifiants de client et d’abonnement Stripe, l’état de l’abonnement, la fin de la période et s’il est résilié à cette date. Jamais votre carte.",
					why: "Savoir si vous avez Pro.",
					kept: "Jusqu’à la suppression de votre compte.",
				},
				stripe_event: {
					holds: "Les identifiants et types des messages de Stripe déjà traités.",
					why: "Qu’un message de paiement ne soit jamais traité deux fois.",
					kept: "Conservé ; rien ne vous y concerne.",
				},
				app_secret: {
					holds:
						"Des clés que le serveur génère pour lui-même (pour signer les cookies et envoyer les notifications push).",
					why: "Le fonctionnement du service.",
					kept: "Tant que le service fonctionne.",
				},
				job_round: {
					holds: "Quelle instance du serveur a fait quel tour de travail en arrière-plan.",
					why: "Que ce travail ne soit fait qu’une fois.",
					kept: "Effacé après quelques tours.",
				},
				dev_mail: {
					holds:
						"Des copies d’e-mails, uniquement sur une installation de test sans serveur de messagerie, jamais en production.",
					why: "Permettre à un développeur de suivre les liens.",
					kept: "Jusqu’à la suppression du compte.",
				},
			},
		},
		after: [
			{
				heading: "Bases légales",
				blocks: [
					[
						"Lorsque le RGPD ou une loi comparable s’applique, chaque usage de vos données décrit ci-dessus repose sur l’un de ces fondements :",
					],
					{
						items: [
							[
								"Fournir le service que vous utilisez : votre compte, vos tâches, vos tableaux, vos réglages, vos rappels et votre abonnement (exécution d’un contrat, art. 6.1.b du RGPD).",
							],
							[
								"Assurer la sécurité et le bon fonctionnement du service et de votre compte : sessions, traces de connexion, limites de fréquence, journaux du serveur et enregistrements qui empêchent d’appliquer deux fois une modification ou un paiement (intérêt légitime, art. 6.1.f).",
							],
							[
								"Notifications push : seulement si vous activez les rappels et les autorisez dans votre navigateur ; les désactiver retire ce consentement (consentement, art. 6.1.a).",
							],
						],
					},
				],
			},
			{
				heading: "Journaux du serveur",
				blocks: [
					[
						`Le serveur tient un journal des requêtes et des événements de sécurité (comme les connexions, avec votre identifiant d’utilisateur). Les mots de passe, cookies et jetons n’y figurent jamais. ${logsKept}`,
					],
				],
			},
			{
				heading: "Qui d’autre reçoit des données",
				blocks: [
					{
						items: [
							[
								"Stripe, si vous prenez Pro : vous payez sur la page de Stripe, et votre carte n’atteint jamais ce serveur. Stripe conserve ses propres données selon sa politique de confidentialité.",
							],
							[
								"Le serveur de messagerie configuré par l’exploitant, pour vous envoyer les e-mails liés à votre compte (votre adresse et le message).",
							],
							[
								"Le service push de votre navigateur, si vous activez les rappels : Google (Firebase Cloud Messaging) pour Chrome, Microsoft pour Edge, Mozilla pour Firefox, Apple pour Safari. Les rappels sont chiffrés en chemin.",
							],
							["Google, seulement si vous choisissez de vous connecter avec Google."],
						],
					},
					[
						"Stripe, Google, Microsoft, Mozilla et Apple peuvent traiter ces données hors de votre pays, y compris aux États-Unis. Lorsque le RGPD s’applique, ces transferts reposent sur le cadre de protection des données UE–États-Unis (Data Privacy Framework) ou sur les clauses contractuelles types de la Commission européenne, comme chacun l’indique dans sa propre politique de confidentialité. Le serveur de messagerie et la base de données de ce service se trouvent là où l’exploitant les héberge.",
					],
				],
			},
			{
				heading: "Cookies et stockage dans votre navigateur",
				blocks: [
					["Aucun cookie publicitaire ni de suivi. Voici ce que l’application garde dans votre navigateur :"],
					{
						items: [
							[
								"quadrant.session_token (__Host-quadrant.session_token en HTTPS) : vous garde connecté. Illisible par les scripts.",
							],
							["quadrant.two_factor : une connexion qui attend sa deuxième étape, pendant 10 minutes au plus."],
							["locale : la langue que vous avez choisie, pendant un an."],
							["quadrant-board : le dernier tableau ouvert, pendant un an."],
							["quadrant-wall : la disposition de votre mur de pense-bêtes, pendant un an."],
							[
								"Stockage local : quadrant-theme (clair, sombre ou système), quadrant-quote-enabled et quadrant-quote-last-shown (la citation du jour), quadrant-urgency-announced (les tâches déplacées par leur échéance que ce navigateur vous a déjà signalées).",
							],
							[
								"Stockage de session : quadrant-reloaded-for-build et quadrant-chunk-reload, pour recharger une seule fois quand une nouvelle version sort.",
							],
							[
								"Un service worker, pour afficher les rappels, vous permettre d’installer Quadrant comme une application et l’ouvrir sans réseau. Pour cela, il garde dans le stockage de cache de ce navigateur le code de l’application, les pages publiques que vous avez ouvertes et les pages matrice, mur de pense-bêtes et profil de votre compte telles qu’au dernier chargement (avec vos tâches et vos tableaux). Ces copies sont supprimées quand vous vous déconnectez, quand un autre compte est utilisé dans ce navigateur et quand une nouvelle version de Quadrant les remplace. Hors ligne, elles ne s’affichent plus si ce navigateur n’a pas joint nos serveurs depuis 7 jours.",
							],
							[
								"IndexedDB : quadrant-changes suivi de l’identifiant de votre compte, les modifications faites hors ligne qui ne sont pas encore parvenues à nos serveurs. Chacune est supprimée une fois envoyée ; à la déconnexion, elles sont d’abord envoyées, ou supprimées après vous avoir indiqué combien seraient perdues.",
							],
						],
					},
				],
			},
			{
				heading: "Vos droits, et comment les exercer",
				blocks: [
					[
						"Dans ",
						{ href: "/profile", text: "votre profil" },
						", rubrique « Vos données », vous pouvez à tout moment télécharger toutes vos données (en JSON, ou vos tâches en CSV) et supprimer définitivement votre compte. Vous pouvez modifier ou supprimer vous-même chaque tâche et chaque tableau.",
					],
					operator.email
						? [
								"Pour toute autre demande (question, rectification, opposition), écrivez à ",
								{ href: `mailto:${operator.email}`, text: operator.email },
								". Vous pouvez aussi adresser une réclamation à votre autorité de protection des données (en France, la CNIL).",
							]
						: [
								"Pour toute autre demande (question, rectification, opposition), contactez l’exploitant de ce service. Vous pouvez aussi adresser une réclamation à votre autorité de protection des données (en France, la CNIL).",
							],
				],
			},
		],
	};
}
