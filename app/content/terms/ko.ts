import type { InstanceFacts, LegalText } from "#app/content/legal/document.ts";
import { present } from "#app/content/legal/document.ts";
import { countryName, governingLawClause } from "#app/content/legal/governing-law.ts";

export default function terms({ operator, isGoogleEnabled }: InstanceFacts): LegalText {
	// Google is named only where Google sign-in is configured.
	const keepWith = isGoogleEnabled
		? "계속 보관하려면 이메일과 비밀번호, 패스키 또는 Google을 추가하세요."
		: "계속 보관하려면 이메일과 비밀번호 또는 패스키를 추가하세요.";
	const who = operator.name ?? "이 Quadrant 서비스의 운영자";
	const contact = operator.email
		? [{ href: `mailto:${operator.email}`, text: operator.email }]
		: ["이 서비스의 운영자"];
	return {
		lead: [
			`이 약관은 ${who}(이하 ‘당사’)가 정한 이 Quadrant 서비스의 이용 조건입니다. Quadrant 코드를 만드는 개발자가 아니라 운영자가 정한 약관입니다. 서비스를 이용하면 이 약관에 동의하는 것이므로 꼭 읽어 주세요.`,
		],
		sections: present([
			{
				heading: "운영자",
				blocks: present([
					[`이 서비스는 ${who}가 운영합니다.`],
					operator.address ? [`주소: ${operator.address}`] : null,
					operator.email ? ["연락처: ", ...contact] : null,
				]),
			},
			{
				heading: "서비스",
				blocks: [
					[
						"Quadrant는 아이젠하워 매트릭스를 바탕으로 한 할 일 관리 도구입니다. 하나 이상의 보드에서 할 일을 긴급도와 중요도에 따라 정리하고, 어느 기기에서든 사용할 수 있습니다.",
					],
				],
			},
			{
				heading: "계정",
				blocks: [
					[
						`계정 없이 바로 시작할 수 있습니다. 이 경우 할 일은 이 브라우저의 세션에 연결되며, 세션을 지우거나 400일 동안 사용하지 않으면 사라집니다. ${keepWith} 계정에서 일어나는 일은 이용자가 책임집니다. 비밀번호를 다른 사람에게 알려 주지 말고, 누군가 계정을 사용했다고 생각되면 당사에 알려 주세요.`,
					],
				],
			},
			{
				heading: "무료와 Pro",
				blocks: [
					[
						"무료 요금제는 비용이 없으며 ",
						{ href: "/pricing", text: "요금제 페이지" },
						"에 안내된 제한이 있습니다. Pro는 Stripe를 통해 월 또는 연 단위로 결제하는 구독입니다. 가격은 결제 전에 표시된 금액이고, 세금은 결제 화면에 표시된 대로 부과됩니다.",
					],
					{
						items: [
							["해지할 때까지 각 기간이 끝나면 자동으로 갱신됩니다."],
							[
								"프로필에서 언제든 해지할 수 있습니다. 결제한 기간이 끝날 때까지 Pro를 쓸 수 있고, 이후에는 다시 청구되지 않습니다.",
							],
							[
								"법이 요구하는 경우(예: 법정 청약 철회권)나 당사가 서비스를 제공하지 못한 경우를 제외하고 결제 금액은 환불되지 않습니다.",
							],
							[
								"결제가 실패해도 짧은 유예 기간 동안은 Pro가 유지되며, 그 후에는 무료 요금제로 돌아갑니다. 할 일은 그대로 남습니다.",
							],
							["가격 변경이 구독에 적용되기 전에 미리 알려 드립니다."],
						],
					},
				],
			},
			{
				heading: "허용되지 않는 이용",
				blocks: [
					[
						"법을 어기거나, 서비스를 공격하거나 과부하를 일으키거나, 다른 사람의 계정이나 데이터에 접근하거나, 서비스의 제한이나 결제를 우회하는 데 이 서비스를 사용하지 마세요. 이런 계정은 정지될 수 있습니다.",
					],
				],
			},
			{
				heading: "내 콘텐츠",
				blocks: [
					[
						"할 일과 보드는 언제나 이용자의 것입니다. 당사는 ",
						{ href: "/privacy", text: "개인정보 처리방침" },
						"에 설명된 대로 서비스를 제공하기 위해서만 이를 저장하고 처리하며, 그 밖의 권리는 주장하지 않습니다.",
					],
				],
			},
			{
				heading: "서비스 제공과 변경",
				blocks: [
					[
						"당사는 서비스가 계속 운영되고 데이터가 안전하도록 노력하지만, 중단이 전혀 없거나 데이터가 절대 사라지지 않는다고 약속할 수는 없습니다. 가끔 데이터를 내보내 두세요. 서비스는 바뀔 수 있지만, 결제한 기간 동안 결제한 기능을 없애지는 않습니다.",
					],
				],
			},
			{
				heading: "이용 종료",
				blocks: [
					[
						"프로필에서 언제든 계정을 삭제할 수 있으며, 이때 Pro 구독은 해지되고 모든 데이터가 삭제됩니다. 당사는 이 약관을 위반한 계정을 가능하면 이유를 알리고 정지하거나 삭제할 수 있으며, 데이터를 내보낼 시간을 드릴 수 있도록 합리적인 기간 전에 알린 뒤 서비스를 종료할 수 있습니다.",
					],
				],
			},
			{
				heading: "책임의 제한",
				blocks: [
					[
						"서비스는 있는 그대로 제공됩니다. 관련 법이 허용하는 범위에서 당사는 간접적인 손해에 책임을 지지 않으며, 당사의 총 책임은 지난 12개월 동안 이용자가 당사에 지불한 금액으로 제한됩니다. 이 약관은 법적으로 제한할 수 없는 책임이나 소비자로서의 권리를 제한하지 않습니다.",
					],
				],
			},
			operator.governingLaw
				? {
						heading: "준거법",
						blocks: [
							[
								governingLawClause(operator.governingLaw, "ko", {
									country: (code) =>
										`이 약관의 준거법은 ${countryName(code, "ko")} 법입니다. 다만 소비자로서 거주하는 국가의 법이 주는 보호는 그대로 유지됩니다.`,
									wording: (law) =>
										`이 약관의 준거법은 ${law}입니다. 다만 소비자로서 거주하는 국가의 법이 주는 보호는 그대로 유지됩니다.`,
								}),
							],
						],
					}
				: null,
			{
				heading: "약관의 변경",
				blocks: [
					[
						"당사는 이 약관을 변경할 수 있습니다. 중요한 변경은 이메일이나 앱에서 미리 알려 드리며, 동의하지 않으면 서비스 이용을 중단하고 계정을 삭제할 수 있습니다.",
					],
				],
			},
			{
				heading: "문의",
				blocks: [["이 약관에 대한 문의: ", ...contact]],
			},
		]),
	};
}
