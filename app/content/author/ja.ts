import type { InstanceFacts, LegalText } from "#app/content/legal/document.ts";
import { present } from "#app/content/legal/document.ts";

export default function author({ operator }: InstanceFacts): LegalText {
	return {
		lead: operator.name
			? [`この Quadrant のサービスは ${operator.name} が提供しています。`]
			: [
					"Quadrant はアイゼンハワー・マトリクスにもとづくタスク管理ツールです。誰でも自分の Quadrant サービスを運営できます。このページでは、このサービスの運営者について説明します。",
				],
		sections: present([
			{
				heading: "このサービスの運営者",
				blocks: present([
					operator.name
						? [`${operator.name} がこのサービスを運営し、責任を負っています。`]
						: ["このサービスの運営者は、ここに名前を公開していません。"],
					operator.address ? [`所在地：${operator.address}`] : null,
				]),
			},
			{
				heading: "連絡先",
				blocks: [
					operator.email
						? [
								{ href: `mailto:${operator.email}`, text: operator.email },
								" までご連絡ください。セキュリティの問題については",
								{ href: "/security", text: "セキュリティのページ" },
								"をご覧ください。",
							]
						: [
								"連絡先のメールアドレスは公開されていません。セキュリティの問題については",
								{ href: "/security", text: "セキュリティのページ" },
								"をご覧ください。",
							],
				],
			},
			{
				heading: "Quadrant について",
				blocks: [
					[
						"Quadrant はタスクを「緊急かつ重要」から「どちらでもない」までの四つの象限に分け、今すぐやること、予定を立てること、人に任せること、やめることを見えるようにします。七つの言語に対応し、アカウントがなくても使えます。詳しくは",
						{ href: "/eisenhower-matrix", text: "アイゼンハワー・マトリクス" },
						"、",
						{ href: "/pricing", text: "プラン" },
						"、",
						{ href: "/privacy", text: "プライバシーポリシー" },
						"、",
						{ href: "/terms", text: "利用規約" },
						"をご覧ください。",
					],
				],
			},
		]),
	};
}
