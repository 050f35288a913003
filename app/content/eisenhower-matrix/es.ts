import type { ExplainerContent } from "./types.ts";

export default {
	lead: "La matriz de Eisenhower ordena lo que tienes que hacer según dos preguntas: ¿es urgente? y ¿es importante? Las respuestas dan cuatro cuadrantes, y cada cuadrante te dice qué hacer con una tarea: hacerla, programarla, delegarla o descartarla.",
	tableOfContents: "En esta página",
	sections: [
		{
			id: "method",
			title: "El método",
			paragraphs: [
				"Dibuja un cuadrado y divídelo en cuatro. Un eje indica si una tarea es urgente; el otro, si es importante. Cada tarea cae en uno solo de los cuatro recuadros.",
				"Urgente significa que pide atención ahora: un plazo que vence hoy, un teléfono que suena, un mensaje que espera respuesta. Importante significa que te acerca a algo que te importa: tus objetivos, tu salud, las personas que cuentan contigo. A menudo se confunden, y la matriz existe para separarlos.",
			],
			list: [
				"Urgente e importante: hazlo ahora.",
				"Importante, no urgente: prográmalo.",
				"Urgente, no importante: delégalo o despáchalo rápido.",
				"Ni urgente ni importante: descártalo.",
			],
		},
		{
			id: "origin",
			title: "De dónde viene",
			paragraphs: [
				"En un discurso en la Universidad Northwestern en 1954, el presidente Dwight D. Eisenhower citó a un antiguo rector universitario: «Tengo dos tipos de problemas, los urgentes y los importantes. Los urgentes no son importantes, y los importantes nunca son urgentes». No dibujó ninguna matriz; lo que lleva su nombre es la idea de separar ambas cosas.",
				"La cuadrícula de cuatro cuadrantes la popularizó Stephen R. Covey en Los 7 hábitos de la gente altamente efectiva (The 7 Habits of Highly Effective People, 1989), donde sirve como matriz de gestión del tiempo. Covey insiste en el segundo cuadrante, importante pero no urgente, como aquel donde se logra el progreso duradero.",
			],
			list: [
				"Dwight D. Eisenhower, discurso ante la Segunda Asamblea del Consejo Mundial de Iglesias, Evanston (Illinois), Universidad Northwestern, 19 de agosto de 1954.",
				"Stephen R. Covey, The 7 Habits of Highly Effective People, Free Press, 1989 (hábito 3, «Primero lo primero»).",
			],
		},
		{
			id: "deciding",
			title: "Urgente o importante: cómo decidir",
			paragraphs: [
				"Toma cada tarea y hazte dos preguntas, de una en una. Para la urgencia: ¿qué pasa si esto espera a la semana que viene? Si la respuesta es «no gran cosa», no es urgente. Para la importancia: ¿esto me acerca a un objetivo que de verdad es mío, o sobre todo al de otra persona? Si dentro de un mes no lo echarías de menos, probablemente no es importante.",
				"Decide rápido. Una tarea en el cuadrante equivocado cuesta menos que una hora clasificando, y siempre puedes moverla después.",
			],
		},
		{
			id: "quadrants",
			title: "Los cuatro cuadrantes, con ejemplos",
			paragraphs: [
				"Una misma tarea puede ir en cuadrantes distintos según la persona. Estos ejemplos muestran el caso habitual.",
			],
			subsections: [
				{
					id: "do",
					title: "Urgente e importante: hacer",
					paragraphs: [
						"La declaración de la renta que vence mañana, un hijo enfermo, una caída del servicio en producción, el informe que tu jefa necesita para la reunión de esta tarde. Hazlas tú, ahora. Si este cuadrante siempre está lleno, busca lo que podrías haber programado antes.",
					],
				},
				{
					id: "schedule",
					title: "Importante, no urgente: programar",
					paragraphs: [
						"Hacer ejercicio, aprender algo nuevo, planificar el próximo trimestre, una revisión médica, tiempo en familia, arreglar el proceso que no para de causar emergencias. Nada te obliga hoy, y por eso mismo se quedan atrás. Ponles fecha.",
					],
				},
				{
					id: "delegate",
					title: "Urgente, no importante: delegar",
					paragraphs: [
						"La mayoría de las interrupciones, muchas reuniones, un formulario que otra persona podría rellenar, reservar una sala. Parecen apremiantes porque alguien espera. Pásalas a otra persona cuando puedas, agrúpalas o responde en pocas palabras.",
					],
				},
				{
					id: "drop",
					title: "Ninguna de las dos: descartar",
					paragraphs: [
						"Deslizar sin fin por las redes, ordenar una carpeta que nadie abre, leer boletines que nunca pediste. Táchalas sin culpa. El descanso no está en este cuadrante: el tiempo libre que eliges pertenece al segundo.",
					],
				},
			],
		},
		{
			id: "mistakes",
			title: "Errores frecuentes",
			paragraphs: ["La matriz es sencilla; así es como suele fallar."],
			list: [
				"Considerarlo todo importante. Si un cuadrante tiene casi todas las tareas, todavía no has clasificado.",
				"Confundir la urgencia ajena con tu importancia. Una petición con un plazo corto no es automáticamente importante para ti.",
				"Olvidar el segundo cuadrante. Nunca grita, así que necesita un hueco en tu semana.",
				"Clasificar una vez y no volver a mirar. Los plazos se acercan y las prioridades cambian: revisa la matriz cada pocos días.",
				"Usar el cuarto cuadrante como lista de pendientes. Sus tareas están para borrarlas, no para guardarlas.",
			],
		},
		{
			id: "in-quadrant",
			title: "Cómo la aplica Quadrant",
			paragraphs: [
				"Quadrant está construido alrededor de la matriz. Tus tareas se reparten en los cuatro cuadrantes en una sola pantalla; añades una tarea directamente en el cuadrante que le corresponde y la mueves arrastrándola a otro cuadrante, o con el teclado, cuando cambia su urgencia o su importancia.",
				"Las mismas tareas también se ven como un muro de notas adhesivas, agrupadas por cuadrante o en un solo muro ordenado por fecha límite. Los tableros mantienen separadas distintas matrices, como el trabajo y la casa. Todo se guarda sobre la marcha y se mantiene sincronizado entre tus dispositivos.",
			],
		},
	],
	faqTitle: "Preguntas frecuentes",
	faq: [
		{
			question: "¿Inventó Eisenhower la matriz de Eisenhower?",
			answer:
				"No como cuadrícula. En 1954 citó a un antiguo rector universitario sobre la diferencia entre problemas urgentes e importantes. La matriz de cuatro cuadrantes se popularizó después, sobre todo con Stephen Covey en 1989, y lleva el nombre de Eisenhower.",
		},
		{
			question: "¿Qué diferencia hay entre urgente e importante?",
			answer:
				"Lo urgente tiene que ver con el tiempo: pide atención pronto. Lo importante tiene que ver con el valor: sirve a tus objetivos y responsabilidades. Una tarea puede ser una cosa, las dos o ninguna.",
		},
		{
			question: "¿Qué cuadrante importa más?",
			answer:
				"El segundo: importante pero no urgente. El tiempo dedicado ahí a planificar, prevenir y crecer es lo que evita que el primero se desborde.",
		},
		{
			question: "¿Y si no tengo a quién delegar?",
			answer:
				"Entonces haz más pequeñas las tareas urgentes y poco importantes: agrúpalas a una hora fija, responde brevemente, automatízalas o di que no.",
		},
		{
			question: "¿Cada cuánto debo revisar mi matriz?",
			answer:
				"Un vistazo diario y una revisión a fondo cada semana le funcionan a la mayoría. Mueve las tareas a medida que se acercan sus plazos.",
		},
	],
	cta: "Pruébala en Quadrant, sin cuenta",
} satisfies ExplainerContent;
