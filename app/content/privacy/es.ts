import type { InstanceFacts } from "#app/content/legal/document.ts";
import type { PrivacyText } from "./shape.ts";

export default function privacy({
	operator,
	changeLogRetentionDays,
	anonymousUserRetentionDays,
}: InstanceFacts): PrivacyText {
	const who = operator.name ?? "el operador de este servicio de Quadrant";
	// How long the server's log is kept is the operator's to state (OPERATOR_LOG_RETENTION_DAYS).
	const logsKept = operator.logRetentionDays
		? `Los registros se guardan ${operator.logRetentionDays} días y después se eliminan.`
		: "Cuánto tiempo se guardan los registros lo decide el operador.";
	return {
		lead: [
			"Qué guarda este servicio sobre ti, para qué, durante cuánto tiempo, quién más lo ve y cómo llevártelo o borrarlo. Describe lo que hace el código, tabla por tabla.",
		],
		before: [
			{
				heading: "Quién es el responsable",
				blocks: [
					[
						`Tus datos los guarda ${who}`,
						...(operator.address ? [`, ${operator.address}`] : []),
						...(operator.email
							? [". Contacto: ", { href: `mailto:${operator.email}`, text: operator.email }, "."]
							: ["."]),
					],
					[
						"Quadrant no muestra anuncios, no vende nada sobre ti y no usa analítica ni scripts de seguimiento. Puedes usarlo sin cuenta: entonces no conoce ni tu nombre ni tu correo, solo tus tareas y tu sesión.",
					],
				],
			},
		],
		inventory: {
			heading: "Qué se guarda y durante cuánto tiempo",
			intro: [
				"Todo está en la base de datos PostgreSQL de este servicio. Estas son todas las tablas, agrupadas según su uso.",
			],
			groups: {
				account: "Tu cuenta y el inicio de sesión",
				tasks: "Tus tareas y tableros",
				settings: "Ajustes y recordatorios",
				billing: "Pagos",
				instance: "El propio servicio (nada sobre ti)",
			},
			labels: { table: "Tabla", holds: "Qué", why: "Para qué", kept: "Cuánto tiempo" },
			tables: {
				user: {
					holds:
						"Tu nombre, tu correo y si está confirmado, si usas la aplicación sin cuenta, si tienes activada la verificación en dos pasos y cuándo se creó y modificó la cuenta.",
					why: "Saber quién eres y escribirte sobre tu cuenta.",
					kept: `Hasta que elimines tu cuenta. Sin cuenta, tu sesión es la única llave de tus datos: cuando termina (tras 400 días sin uso o al cerrar sesión), todo se borra en un plazo de ${anonymousUserRetentionDays} días.`,
				},
				account: {
					holds:
						"Tus formas de iniciar sesión: el hash de tu contraseña o el vínculo con tu cuenta de Google (su identificador y los tokens que devolvió Google).",
					why: "Iniciar tu sesión.",
					kept: "Hasta que elimines tu cuenta.",
				},
				session: {
					holds:
						"Cada dispositivo con sesión iniciada: un token aleatorio, su dirección de red, su navegador (user agent), cuándo inició sesión y cuándo se usó por última vez.",
					why: "Mantener tu sesión y mostrarte tus dispositivos para que puedas cerrarla en ellos.",
					kept: "Deja de funcionar al acabar su duración máxima (consulta la página de seguridad); la fila se borra cuando cierras sesión, terminas la sesión o eliminas tu cuenta.",
				},
				verification: {
					holds:
						"Los códigos de un solo uso de los enlaces que enviamos por correo (como el de restablecer la contraseña) y el estado de un inicio de sesión con Google en curso.",
					why: "Comprobar que un enlace o un inicio de sesión viene de ti.",
					kept: "Hasta que se usa o caduca (un enlace de restablecimiento, a la hora).",
				},
				two_factor: {
					holds: "El secreto de tu aplicación de autenticación (cifrado) y tus códigos de respaldo.",
					why: "La verificación en dos pasos.",
					kept: "Hasta que la desactives o elimines tu cuenta.",
				},
				passkey: {
					holds:
						"La clave pública, el nombre, el tipo de dispositivo y la fecha de creación de cada llave de acceso. Tu huella o tu cara nunca salen de tu dispositivo.",
					why: "Iniciar sesión con una llave de acceso.",
					kept: "Hasta que quites la llave o elimines tu cuenta.",
				},
				rate_limit: {
					holds: "Contadores de peticiones por dirección de red y de intentos de inicio de sesión.",
					why: "Frenar a quien intenta adivinar contraseñas.",
					kept: "Un día después de la última petición.",
				},
				board: {
					holds: "Los nombres de tus tableros.",
					why: "Organizar tus tareas.",
					kept: "Hasta que elimines el tablero o tu cuenta.",
				},
				task: {
					holds:
						"El título, la descripción, el cuadrante, la posición, el estado, la prioridad, la fecha y hora de vencimiento y la finalización de cada tarea.",
					why: "Es el servicio en sí.",
					kept: "Hasta que elimines la tarea o tu cuenta.",
				},
				checklist_item: {
					holds:
						"Cada elemento de la lista de comprobación de una tarea: su texto, si está hecho y su lugar en la lista.",
					why: "Forma parte de la tarea: los pasos en los que la divides.",
					kept: "Hasta que elimines el elemento, su tarea o tu cuenta.",
				},
				change_log: {
					holds: "Tus cambios recientes, con los datos modificados.",
					why: "Poner al día tus otros dispositivos (sincronización en directo).",
					kept: `${changeLogRetentionDays} días, y solo las entradas más recientes de cada persona.`,
				},
				user_change_seq: {
					holds: "Un contador de tus cambios.",
					why: "La sincronización en directo, y volver a enviar rápidamente tu lista de tareas mientras nada haya cambiado.",
					kept: "Hasta que elimines tu cuenta.",
				},
				idempotency_key: {
					holds: "La respuesta del servidor a uno de tus cambios.",
					why: "Que un cambio enviado dos veces (tras un fallo de red) se aplique una sola vez.",
					kept: "Siete días.",
				},
				user_settings: {
					holds:
						"Tus opciones de visualización, si los recordatorios están activados y cuándo llegan (cuánto antes de una hora de vencimiento, la hora para una fecha sola, tus horas de silencio), el resumen diario (su hora, si también por correo electrónico, el idioma del correo, el último día de envío), tu elección sobre el boletín y tu zona horaria.",
					why: "Que tus ajustes te sigan a cada dispositivo y que los recordatorios lleguen cuando elegiste, en tu hora.",
					kept: "Hasta que elimines tu cuenta.",
				},
				push_subscription: {
					holds:
						"Para cada navegador donde activaste los recordatorios: su dirección en el servicio push del fabricante del navegador, sus claves de cifrado y su idioma.",
					why: "Enviarte como notificaciones los recordatorios y el resumen diario que hayas activado.",
					kept: "Hasta que desactives los recordatorios en ese navegador, el servicio push indique que ya no existe o elimines tu cuenta.",
				},
				push_reminder: {
					holds: "Qué tarea se recordó, para qué fecha de vencimiento y para qué hora.",
					why: "Que cada recordatorio se envíe una sola vez.",
					kept: "Hasta que se elimine la tarea o tu cuenta.",
				},
				subscription: {
					holds:
						"Tus identificadores de cliente y de suscripción en Stripe, el estado de la suscripción, el fin del periodo y si se cancela al terminar. Nunca tu tarjeta.",
					why: "Saber si tienes Pro.",
					kept: "Hasta que elimines tu cuenta.",
				},
				stripe_event: {
					holds: "Los identificadores y tipos de los mensajes de Stripe ya procesados.",
					why: "Que un mensaje de pago nunca se procese dos veces.",
					kept: "Se conserva; no contiene nada sobre ti.",
				},
				app_secret: {
					holds: "Claves que el servidor genera para sí mismo (para firmar cookies y enviar notificaciones push).",
					why: "El funcionamiento del servicio.",
					kept: "Mientras el servicio funcione.",
				},
				job_round: {
					holds: "Qué instancia del servidor hizo cada ronda de trabajo en segundo plano.",
					why: "Que ese trabajo se haga una sola vez.",
					kept: "Se borra tras unas pocas rondas.",
				},
				dev_mail: {
					holds: "Copias de correos, solo en una instalación de pruebas sin servidor de correo, nunca en producción.",
					why: "Que un desarrollador pueda seguir los enlaces.",
					kept: "Hasta que se elimina la cuenta.",
				},
			},
		},
		after: [
			{
				heading: "Bases jurídicas",
				blocks: [
					[
						"Cuando se aplica el RGPD u otra ley similar, cada uso de tus datos descrito arriba se basa en uno de estos fundamentos:",
					],
					{
						items: [
							[
								"Prestarte el servicio que usas: tu cuenta, tus tareas, tus tableros, tus ajustes, tus recordatorios y tu suscripción (ejecución de un contrato, art. 6.1.b del RGPD).",
							],
							[
								"Mantener seguros y en funcionamiento el servicio y tu cuenta: sesiones, registros de inicio de sesión, límites de frecuencia, registros del servidor y los registros que impiden aplicar dos veces un cambio o un pago (interés legítimo, art. 6.1.f).",
							],
							[
								"Notificaciones push: solo si activas los recordatorios y los permites en tu navegador; desactivarlos retira ese consentimiento (consentimiento, art. 6.1.a).",
							],
						],
					},
				],
			},
			{
				heading: "Registros del servidor",
				blocks: [
					[
						`El servidor lleva un registro de las peticiones y de los eventos de seguridad (como los inicios de sesión, con tu identificador de usuario). Nunca registra contraseñas, cookies ni tokens. ${logsKept}`,
					],
				],
			},
			{
				heading: "Quién más recibe datos",
				blocks: [
					{
						items: [
							[
								"Stripe, si contratas Pro: pagas en la página de Stripe y tu tarjeta nunca llega a este servidor. Stripe guarda sus propios datos según su política de privacidad.",
							],
							[
								"El servidor de correo que configura el operador, para enviarte los correos de tu cuenta (tu dirección y el mensaje).",
							],
							[
								"El servicio push de tu navegador, si activas los recordatorios: Google (Firebase Cloud Messaging) para Chrome, Microsoft para Edge, Mozilla para Firefox y Apple para Safari. Los recordatorios viajan cifrados.",
							],
							["Google, solo si decides iniciar sesión con Google."],
						],
					},
					[
						"Stripe, Google, Microsoft, Mozilla y Apple pueden tratar estos datos fuera de tu país, también en Estados Unidos. Cuando se aplica el RGPD, estas transferencias se basan en el Marco de Privacidad de Datos UE-EE. UU. o en las cláusulas contractuales tipo de la Comisión Europea, según indica cada uno en su propia política de privacidad. El servidor de correo y la base de datos de este servicio están allí donde los aloje el operador.",
					],
				],
			},
			{
				heading: "Cookies y almacenamiento en tu navegador",
				blocks: [
					["No hay cookies de publicidad ni de seguimiento. Esto es lo que la aplicación guarda en tu navegador:"],
					{
						items: [
							[
								"quadrant.session_token (__Host-quadrant.session_token con HTTPS): mantiene tu sesión. Los scripts no pueden leerla.",
							],
							["quadrant.two_factor: un inicio de sesión que espera su segundo paso, durante 10 minutos como máximo."],
							["locale: el idioma que elegiste, durante un año."],
							["quadrant-board: el último tablero que abriste, durante un año."],
							["quadrant-wall: la disposición de tu muro de notas adhesivas, durante un año."],
							[
								"Almacenamiento local: quadrant-theme (claro, oscuro o del sistema), quadrant-quote-enabled y quadrant-quote-last-shown (la cita del día), quadrant-urgency-announced (qué tareas movidas por su vencimiento ya te ha anunciado este navegador).",
							],
							[
								"Almacenamiento de sesión: quadrant-reloaded-for-build y quadrant-chunk-reload, para recargar una sola vez cuando sale una versión nueva.",
							],
							[
								"Un service worker, para mostrar los recordatorios, permitirte instalar Quadrant como aplicación y abrirla sin conexión. Para ello guarda en el almacenamiento de caché de este navegador el código de la aplicación, las páginas públicas que abriste y las páginas de la matriz, el muro de notas adhesivas y el perfil de tu cuenta tal como se cargaron por última vez (con tus tareas y tableros). Estas copias se borran al cerrar sesión, cuando se usa otra cuenta en este navegador y cuando una nueva versión de Quadrant las reemplaza. Sin conexión, dejan de mostrarse si este navegador lleva 7 días sin conectarse a nuestros servidores.",
							],
							[
								"IndexedDB: quadrant-changes seguido del identificador de tu cuenta, los cambios que hiciste sin conexión y que aún no han llegado a nuestros servidores. Cada uno se borra en cuanto se envía; al cerrar sesión, primero se envían, o se borran después de decirte cuántos se perderían.",
							],
						],
					},
				],
			},
			{
				heading: "Tus derechos y cómo ejercerlos",
				blocks: [
					[
						"En ",
						{ href: "/profile", text: "tu perfil" },
						", en «Tus datos», puedes descargar en cualquier momento todos tus datos (en JSON, o tus tareas en CSV) y eliminar tu cuenta para siempre. Tú mismo puedes editar o eliminar cualquier tarea o tablero.",
					],
					operator.email
						? [
								"Para cualquier otra cosa (una duda, una rectificación, una oposición), escribe a ",
								{ href: `mailto:${operator.email}`, text: operator.email },
								". También puedes reclamar ante tu autoridad de protección de datos.",
							]
						: [
								"Para cualquier otra cosa (una duda, una rectificación, una oposición), ponte en contacto con el operador de este servicio. También puedes reclamar ante tu autoridad de protección de datos.",
							],
				],
			},
		],
	};
}
