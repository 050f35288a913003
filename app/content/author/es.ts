import type { InstanceFacts, LegalText } from "#app/content/legal/document.ts";
import { present } from "#app/content/legal/document.ts";

export default function author({ operator }: InstanceFacts): LegalText {
	return {
		lead: operator.name
			? [`Este servicio de Quadrant lo ofrece ${operator.name}.`]
			: [
					"Quadrant es un gestor de tareas basado en la matriz de Eisenhower. Cualquiera puede gestionar su propio servicio de Quadrant; esta página dice quién gestiona este.",
				],
		sections: present([
			{
				heading: "Quién gestiona este servicio",
				blocks: present([
					operator.name
						? [`${operator.name} gestiona este servicio y responde de él.`]
						: ["El operador de este servicio no ha publicado aquí ningún nombre."],
					operator.address ? [`Dirección: ${operator.address}.`] : null,
				]),
			},
			{
				heading: "Cómo contactar",
				blocks: [
					operator.email
						? [
								"Escribe a ",
								{ href: `mailto:${operator.email}`, text: operator.email },
								". Para un problema de seguridad, consulta la ",
								{ href: "/security", text: "página de seguridad" },
								".",
							]
						: [
								"No se ha publicado ninguna dirección de contacto. Para un problema de seguridad, consulta la ",
								{ href: "/security", text: "página de seguridad" },
								".",
							],
				],
			},
			{
				heading: "Sobre Quadrant",
				blocks: [
					[
						"Quadrant reparte tus tareas en cuatro cuadrantes, de «urgente e importante» a «ni una cosa ni otra», para que veas qué hacer ya, qué planificar, qué delegar y qué dejar. Funciona en siete idiomas, con o sin cuenta. Más información sobre ",
						{ href: "/eisenhower-matrix", text: "la matriz de Eisenhower" },
						", los ",
						{ href: "/pricing", text: "planes" },
						", la ",
						{ href: "/privacy", text: "política de privacidad" },
						" y las ",
						{ href: "/terms", text: "condiciones de uso" },
						".",
					],
				],
			},
		]),
	};
}
