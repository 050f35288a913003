import type { InstanceFacts, LegalText } from "#app/content/legal/document.ts";

export default function security({ operator, authRateLimitPerMinute }: InstanceFacts): LegalText {
	return {
		lead: [
			"Qué hace Quadrant de verdad para proteger tu cuenta y tus tareas, tal como lo hace hoy el código, y cómo avisarnos de una vulnerabilidad.",
		],
		sections: [
			{
				heading: "Contraseñas",
				blocks: [
					[
						"Las contraseñas nunca se guardan tal cual. El servidor guarda un hash scrypt con una sal aleatoria de 16 bytes por contraseña, con el coste que recomienda OWASP (N = 2¹⁷, r = 8, p = 1: 128 MiB de memoria y alrededor de un tercio de segundo por intento), lo que hace lento y caro adivinar hashes robados.",
					],
					[
						"Una contraseña tiene entre 8 y 128 caracteres. Se rechazan las 10 000 contraseñas más comunes, y también las formadas por la palabra «Quadrant» o por tu propio correo electrónico.",
					],
				],
			},
			{
				heading: "Verificación en dos pasos y llaves de acceso",
				blocks: [
					[
						"En tu perfil puedes activar la verificación en dos pasos con una aplicación de autenticación (TOTP, códigos de 30 segundos, cada uno válido una sola vez) y obtener 10 códigos de respaldo de un solo uso. También puedes añadir llaves de acceso (passkeys), que te permiten entrar con el bloqueo de tu dispositivo en lugar de una contraseña. Ambas son opcionales.",
					],
				],
			},
			{
				heading: "Sesiones",
				blocks: [
					{
						items: [
							[
								"Una sesión iniciada termina tras 30 días sin uso y, en cualquier caso, 90 días después de iniciar sesión.",
							],
							[
								"Sin cuenta, tu sesión es la única llave de tus tareas: dura mientras la uses y termina tras 400 días sin uso.",
							],
							[
								"Tu perfil muestra los dispositivos con sesión iniciada (navegador, sistema, dirección, último uso); puedes cerrar la sesión de cualquiera de ellos, o de todos los demás a la vez. Al cambiar la contraseña se te ofrece cerrar la sesión en los demás dispositivos; al restablecerla se cierra en todos.",
							],
							[
								"La cookie de sesión es HttpOnly y SameSite=Lax, y con HTTPS es Secure con el prefijo __Host-. Cambiar la contraseña o añadir una llave de acceso exige haber iniciado sesión en los últimos 15 minutos; activar la verificación en dos pasos pide tu contraseña, y desactivarla, tu contraseña y un código. Recibes un correo cuando cambian tu contraseña o la verificación en dos pasos.",
							],
						],
					},
				],
			},
			{
				heading: "Límites contra los intentos repetidos",
				blocks: [
					[
						`Cada dirección de red puede llamar a los puntos de inicio de sesión ${authRateLimitPerMinute} veces por minuto. Tras tres contraseñas incorrectas para una cuenta, la dirección que las escribió espera 15 segundos, luego 30, 60 y hasta 15 minutos; las demás direcciones, incluida la tuya, no quedan bloqueadas. Al quinto fallo recibes un correo. El inicio de sesión responde igual a un correo desconocido que a una contraseña incorrecta.`,
					],
				],
			},
			{
				heading: "En tu navegador",
				blocks: [
					[
						"Cada página se envía con una política de seguridad de contenido (CSP) que solo permite los scripts del propio servidor (con un nonce nuevo en cada petición), ningún plugin y ningún marco de otros sitios, además de nosniff, una política de referente estricta y HSTS con HTTPS. Se rechazan los cambios que llegan desde otro sitio. No hay rastreadores ni scripts de terceros.",
					],
				],
			},
			{
				heading: "Dónde están tus datos",
				blocks: [
					[
						"Tu cuenta y tus tareas se guardan en la base de datos PostgreSQL de quien gestiona este servicio: por defecto, un PostgreSQL integrado en el mismo servidor, o una base de datos que configure. No se envía nada a otro sitio salvo lo que indica la página de privacidad (pagos a Stripe, correo, servicios push de los navegadores y Google si entras con Google). La aplicación no cifra la base de datos en sí: eso, y el cifrado del disco, lo decide el operador.",
					],
				],
			},
			{
				heading: "Copias de seguridad",
				blocks: [
					[
						"La aplicación no hace copias de seguridad por sí sola. El operador hace copias de la base de datos (por ejemplo con pg_dump o copiando el directorio de datos) y las guarda en un lugar seguro. Si quieres tu propia copia, exporta tus datos desde tu perfil cuando quieras.",
					],
				],
			},
			{
				heading: "Exportación y eliminación",
				blocks: [
					[
						"En ",
						{ href: "/profile", text: "tu perfil" },
						", en «Tus datos», puedes descargar todo lo que tienes en JSON, o tus tareas en CSV, y eliminar tu cuenta. La eliminación cancela primero una suscripción Pro en Stripe, después borra cada fila que te pertenece y cierra la sesión en todos tus dispositivos.",
					],
				],
			},
			{
				heading: "Cómo informar de una vulnerabilidad",
				blocks: [
					operator.email
						? [
								"Escribe a ",
								{ href: `mailto:${operator.email}`, text: operator.email },
								" con los pasos para reproducirla. No accedas a datos de otras personas y danos un plazo razonable para corregirla antes de publicarla.",
							]
						: [
								"Este servicio todavía no ha publicado un contacto de seguridad. Mientras tanto, comunica el problema a quien lo gestione, con los pasos para reproducirlo. No accedas a datos de otras personas y da un plazo razonable para corregirlo antes de publicarlo.",
							],
					[
						"La versión de esta página para máquinas es ",
						{ href: "/.well-known/security.txt", text: "security.txt" },
						" (RFC 9116).",
					],
				],
			},
		],
	};
}
