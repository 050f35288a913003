/** An operator's own wording of the governing law in every language, as the tests of its parsing and rendering use it. */
export const ENGLAND_AND_WALES = {
	en: "the laws of England and Wales",
	zh: "英格兰和威尔士法律",
	fr: "le droit de l’Angleterre et du pays de Galles",
	ko: "잉글랜드 및 웨일스 법",
	ja: "イングランドおよびウェールズ法",
	es: "la legislación de Inglaterra y Gales",
	ms: "undang-undang England dan Wales",
};
