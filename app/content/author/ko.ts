import type { InstanceFacts, LegalText } from "#app/content/legal/document.ts";
import { present } from "#app/content/legal/document.ts";

export default function author({ operator }: InstanceFacts): LegalText {
	return {
		lead: operator.name
			? [`이 Quadrant 서비스는 ${operator.name}에서 제공합니다.`]
			: [
					"Quadrant는 아이젠하워 매트릭스를 바탕으로 한 할 일 관리 도구입니다. 누구나 자신의 Quadrant 서비스를 운영할 수 있으며, 이 페이지는 이 서비스를 누가 운영하는지 알려 드립니다.",
				],
		sections: present([
			{
				heading: "이 서비스의 운영자",
				blocks: present([
					operator.name
						? [`${operator.name}에서 이 서비스를 운영하며 책임을 집니다.`]
						: ["이 서비스의 운영자는 여기에 이름을 공개하지 않았습니다."],
					operator.address ? [`주소: ${operator.address}`] : null,
				]),
			},
			{
				heading: "연락 방법",
				blocks: [
					operator.email
						? [
								{ href: `mailto:${operator.email}`, text: operator.email },
								"(으)로 연락해 주세요. 보안 문제는 ",
								{ href: "/security", text: "보안 페이지" },
								"를 참고하세요.",
							]
						: [
								"공개된 연락처 이메일이 없습니다. 보안 문제는 ",
								{ href: "/security", text: "보안 페이지" },
								"를 참고하세요.",
							],
				],
			},
			{
				heading: "Quadrant 소개",
				blocks: [
					[
						"Quadrant는 할 일을 ‘긴급하고 중요함’부터 ‘둘 다 아님’까지 네 개의 사분면으로 나누어, 지금 할 일, 계획할 일, 맡길 일, 버릴 일을 한눈에 보여 줍니다. 7개 언어를 지원하며 계정이 없어도 쓸 수 있습니다. ",
						{ href: "/eisenhower-matrix", text: "아이젠하워 매트릭스" },
						", ",
						{ href: "/pricing", text: "요금제" },
						", ",
						{ href: "/privacy", text: "개인정보 처리방침" },
						", ",
						{ href: "/terms", text: "이용약관" },
						"도 읽어 보세요.",
					],
				],
			},
		]),
	};
}
