import type { OverviewContent } from "./types.ts";

export default {
	lead: "Quadrant es un gestor de tareas basado en la matriz de Eisenhower: cada tarea va a uno de los cuatro cuadrantes según lo urgente y lo importante que sea, para que veas de un vistazo qué hacer ahora, qué planificar y qué dejar ir.",
	sections: [
		{
			id: "who",
			title: "Para quién es",
			paragraphs: [
				"Para cualquiera que tenga más cosas que hacer que tiempo: quien reparte el día entre el trabajo y la casa, estudiantes, autónomos, responsables de equipo. Si tu lista de pendientes no para de crecer, ordenarla por urgencia e importancia te muestra qué puede esperar y qué no.",
			],
		},
		{
			id: "quadrants",
			title: "Cuatro cuadrantes",
			paragraphs: [
				"Cada tarea pertenece a un cuadrante. Cuando cambia su urgencia o su importancia, arrástrala a otro.",
			],
			list: [
				"Urgente e importante: hazla ahora.",
				"Importante, no urgente: prográmala.",
				"Urgente, no importante: delégala.",
				"Ninguna de las dos: descártala.",
			],
		},
		{
			id: "views",
			title: "Matriz y notas adhesivas",
			paragraphs: [
				"La matriz muestra los cuatro cuadrantes uno junto a otro. La vista de notas adhesivas muestra las mismas tareas como notas en un muro, agrupadas por cuadrante u ordenadas por fecha límite. Ambas funcionan con ratón, con el dedo o solo con el teclado.",
			],
		},
		{
			id: "boards",
			title: "Tableros",
			paragraphs: [
				"Guarda matrices distintas en tableros distintos, por ejemplo uno para el trabajo y otro para casa, y pasa de uno a otro cuando quieras.",
			],
		},
		{
			id: "languages",
			title: "Siete idiomas",
			paragraphs: [
				"Quadrant habla inglés, chino, francés, coreano, japonés, español y malayo. Cambia de idioma cuando quieras.",
			],
		},
		{
			id: "sync",
			title: "En directo en todos tus dispositivos",
			paragraphs: [
				"Los cambios se guardan mientras los haces y aparecen al instante en tus otros dispositivos: añade una tarea en el móvil y ya está en tu ordenador.",
			],
		},
		{
			id: "privacy",
			title: "Tus datos son tuyos",
			paragraphs: [
				"Sin anuncios y sin rastreo. Desde tu perfil puedes exportar tus tareas o eliminar tu cuenta y sus datos en cualquier momento.",
			],
		},
	],
	images: {
		matrix: {
			alt: "La matriz de Quadrant: cuatro cuadrantes de colores uno junto a otro, cada uno con sus tareas en tarjetas con fecha límite y prioridad, como «Enviar el informe trimestral a Lucía» en Urgente e importante y «Pedir cita para la revisión del dentista» en Importante, no urgente.",
			caption: "La matriz: cada tarea va en uno de los cuatro cuadrantes.",
		},
		sticky: {
			alt: "La vista de notas adhesivas de Quadrant: las mismas tareas como notas de colores en un muro, agrupadas por cuadrante, con tres notas bajo Urgente e importante.",
			caption: "Notas adhesivas: las mismas tareas, como notas en un muro.",
		},
	},
	plansTitle: "Gratis y Pro",
	comparePlans: "Comparar los planes",
	startTitle: "Empieza ya",
	start:
		"No hace falta registrarse: continúa sin cuenta y empieza a ordenar tus tareas. Más adelante puedes añadir un correo electrónico para conservarlas.",
	startCta: "Empezar sin cuenta",
} satisfies OverviewContent;
