import type { InstanceFacts, LegalText } from "#app/content/legal/document.ts";
import { present } from "#app/content/legal/document.ts";
import { countryName, governingLawClause } from "#app/content/legal/governing-law.ts";

export default function terms({ operator, isGoogleEnabled }: InstanceFacts): LegalText {
	// Google is named only where Google sign-in is configured.
	const keepWith = isGoogleEnabled
		? "Añade un correo y una contraseña, una llave de acceso o Google para conservarlas."
		: "Añade un correo y una contraseña o una llave de acceso para conservarlas.";
	const who = operator.name ?? "el operador de este servicio de Quadrant";
	const contact = operator.email
		? [{ href: `mailto:${operator.email}`, text: operator.email }]
		: ["el operador de este servicio"];
	return {
		lead: [
			`Estas son las condiciones de uso de este servicio de Quadrant que establece ${who} («nosotros»). Son las del operador, no las de quienes escriben el código de Quadrant. Al usar el servicio las aceptas, así que léelas con calma.`,
		],
		sections: present([
			{
				heading: "Quiénes somos",
				blocks: present([
					[`Este servicio lo gestiona ${who}.`],
					operator.address ? [`Dirección: ${operator.address}.`] : null,
					operator.email ? ["Contacto: ", ...contact, "."] : null,
				]),
			},
			{
				heading: "El servicio",
				blocks: [
					[
						"Quadrant es un gestor de tareas basado en la matriz de Eisenhower: ordenas tus tareas según su urgencia e importancia, en uno o varios tableros, desde cualquier dispositivo.",
					],
				],
			},
			{
				heading: "Cuentas",
				blocks: [
					[
						`Puedes empezar sin cuenta: tus tareas quedan ligadas a la sesión de este navegador y se pierden si la borras o no la usas durante 400 días. ${keepWith} Eres responsable de lo que se haga con tu cuenta: no compartas tu contraseña y avísanos si crees que otra persona la ha usado.`,
					],
				],
			},
			{
				heading: "Gratis y Pro",
				blocks: [
					[
						"El plan Gratis no cuesta nada y tiene los límites que se indican en la ",
						{ href: "/pricing", text: "página de precios" },
						". Pro es una suscripción mensual o anual que se paga a través de Stripe, al precio que ves antes de pagar, con los impuestos que se muestran al pagar.",
					],
					{
						items: [
							["Se renueva automáticamente al final de cada periodo hasta que la canceles."],
							[
								"Puedes cancelarla cuando quieras desde tu perfil: Pro sigue activo hasta el final del periodo pagado y no se te vuelve a cobrar.",
							],
							[
								"Los pagos no se reembolsan, salvo cuando la ley lo exija (por ejemplo, un derecho de desistimiento) o si no prestamos el servicio.",
							],
							[
								"Si un pago falla, Pro sigue activo durante un breve periodo de gracia; después, tu cuenta vuelve al plan Gratis. Tus tareas se conservan.",
							],
							["Te avisamos antes de que un cambio de precio se aplique a tu suscripción."],
						],
					},
				],
			},
			{
				heading: "Uso aceptable",
				blocks: [
					[
						"No uses el servicio para infringir la ley, para atacarlo o sobrecargarlo, para entrar en cuentas o datos ajenos ni para saltarte sus límites o sus pagos. Podemos suspender una cuenta que lo haga.",
					],
				],
			},
			{
				heading: "Tu contenido",
				blocks: [
					[
						"Tus tareas y tableros siguen siendo tuyos. Solo los guardamos y tratamos para prestar el servicio, como explica la ",
						{ href: "/privacy", text: "política de privacidad" },
						", y no reclamamos ningún otro derecho sobre ellos.",
					],
				],
			},
			{
				heading: "Disponibilidad y cambios",
				blocks: [
					[
						"Procuramos que el servicio funcione y que tus datos estén seguros, pero no podemos prometer que nunca se interrumpa ni que nunca se pierdan datos: exporta tus datos de vez en cuando. El servicio puede cambiar; no retiraremos lo que hayas pagado durante un periodo pagado.",
					],
				],
			},
			{
				heading: "Fin del uso",
				blocks: [
					[
						"Puedes eliminar tu cuenta cuando quieras desde tu perfil; se cancela entonces una suscripción Pro y se borran todos tus datos. Podemos suspender o cerrar una cuenta que incumpla estas condiciones, explicándote el motivo cuando sea posible, y cerrar el servicio con un preaviso razonable, dándote tiempo para exportar tus datos.",
					],
				],
			},
			{
				heading: "Responsabilidad",
				blocks: [
					[
						"El servicio se ofrece tal cual. En la medida en que lo permita la ley aplicable, no respondemos de daños indirectos, y nuestra responsabilidad total se limita a lo que nos hayas pagado en los últimos doce meses. Nada de estas condiciones limita una responsabilidad que la ley no permite limitar, ni tus derechos como consumidor.",
					],
				],
			},
			operator.governingLaw
				? {
						heading: "Ley aplicable",
						blocks: [
							[
								governingLawClause(operator.governingLaw, "es", {
									country: (code) =>
										`Estas condiciones se rigen por la legislación del siguiente país: ${countryName(code, "es")}. Esto no te priva de la protección que te da, como consumidor, la ley del país donde vives.`,
									wording: (law) =>
										`Estas condiciones se rigen por ${law}, sin privarte de la protección que te da, como consumidor, la ley del país donde vives.`,
								}),
							],
						],
					}
				: null,
			{
				heading: "Cambios en estas condiciones",
				blocks: [
					[
						"Podemos actualizar estas condiciones. Si el cambio es importante, te avisamos con antelación, por correo o en la aplicación; si no estás de acuerdo, puedes dejar de usar el servicio y eliminar tu cuenta.",
					],
				],
			},
			{
				heading: "Contacto",
				blocks: [["Dudas sobre estas condiciones: ", ...contact, "."]],
			},
		]),
	};
}
