import type { InstanceFacts, LegalText } from "#app/content/legal/document.ts";
import { present } from "#app/content/legal/document.ts";

export default function author({ operator }: InstanceFacts): LegalText {
	return {
		lead: operator.name
			? [`Perkhidmatan Quadrant ini disediakan oleh ${operator.name}.`]
			: [
					"Quadrant ialah pengurus tugasan berasaskan matriks Eisenhower. Sesiapa sahaja boleh mengendalikan perkhidmatan Quadrant sendiri; halaman ini menyatakan siapa yang mengendalikan perkhidmatan ini.",
				],
		sections: present([
			{
				heading: "Siapa yang mengendalikan perkhidmatan ini",
				blocks: present([
					operator.name
						? [`${operator.name} mengendalikan perkhidmatan ini dan bertanggungjawab ke atasnya.`]
						: ["Pengendali perkhidmatan ini tidak menerbitkan nama di sini."],
					operator.address ? [`Alamat: ${operator.address}.`] : null,
				]),
			},
			{
				heading: "Cara menghubungi",
				blocks: [
					operator.email
						? [
								"Tulis kepada ",
								{ href: `mailto:${operator.email}`, text: operator.email },
								". Untuk masalah keselamatan, lihat ",
								{ href: "/security", text: "halaman keselamatan" },
								".",
							]
						: [
								"Tiada alamat untuk dihubungi diterbitkan. Untuk masalah keselamatan, lihat ",
								{ href: "/security", text: "halaman keselamatan" },
								".",
							],
				],
			},
			{
				heading: "Tentang Quadrant",
				blocks: [
					[
						"Quadrant menyusun tugasan anda ke dalam empat kuadran, daripada “segera dan penting” hingga “bukan kedua-duanya”, supaya anda nampak apa yang perlu dibuat sekarang, dirancang, diwakilkan atau ditinggalkan. Ia berfungsi dalam tujuh bahasa, dengan atau tanpa akaun. Baca lebih lanjut tentang ",
						{ href: "/eisenhower-matrix", text: "matriks Eisenhower" },
						", ",
						{ href: "/pricing", text: "pelan" },
						", ",
						{ href: "/privacy", text: "dasar privasi" },
						" dan ",
						{ href: "/terms", text: "terma penggunaan" },
						".",
					],
				],
			},
		]),
	};
}
