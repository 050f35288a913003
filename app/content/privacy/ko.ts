import type { InstanceFacts } from "#app/content/legal/document.ts";
import type { PrivacyText } from "./shape.ts";

export default function privacy({
	operator,
	changeLogRetentionDays,
	anonymousUserRetentionDays,
}: InstanceFacts): PrivacyText {
	const who = operator.name ?? "이 Quadrant 서비스의 운영자";
	// How long the server's log is kept is the operator's to state (OPERATOR_LOG_RETENTION_DAYS).
	const logsKept = operator.logRetentionDays
		? `로그는 ${operator.logRetentionDays}일 동안 보관한 뒤 삭제합니다.`
		: "로그 보관 기간은 운영자가 정합니다.";
	return {
		lead: [
			"이 서비스가 회원님에 대해 무엇을, 왜, 얼마 동안 보관하는지, 누가 함께 보는지, 그리고 데이터를 가져가거나 삭제하는 방법을 설명합니다. 코드가 실제로 하는 일을 테이블별로 적었습니다.",
		],
		before: [
			{
				heading: "개인정보 관리 책임자",
				blocks: [
					[
						`회원님의 데이터는 ${who}가 보관합니다`,
						...(operator.address ? [`(주소: ${operator.address})`] : []),
						...(operator.email ? [". 연락처: ", { href: `mailto:${operator.email}`, text: operator.email }] : ["."]),
					],
					[
						"Quadrant는 광고를 보여 주지 않고, 회원님에 관한 정보를 팔지 않으며, 분석 도구나 추적 스크립트도 쓰지 않습니다. 계정 없이도 쓸 수 있으며, 이 경우 이름이나 이메일은 알지 못하고 할 일과 세션만 보관합니다.",
					],
				],
			},
		],
		inventory: {
			heading: "보관하는 데이터와 보관 기간",
			intro: ["모든 데이터는 이 서비스의 PostgreSQL 데이터베이스에 있습니다. 모든 테이블을 용도별로 정리했습니다."],
			groups: {
				account: "계정과 로그인",
				tasks: "할 일과 보드",
				settings: "설정과 알림",
				billing: "결제",
				instance: "서비스 자체의 운영(회원님에 관한 정보 없음)",
			},
			labels: { table: "테이블", holds: "내용", why: "목적", kept: "보관 기간" },
			tables: {
				user: {
					holds: "이름, 이메일 주소와 인증 여부, 계정 없이 사용하는지 여부, 2단계 인증 사용 여부, 계정 생성·수정 시각.",
					why: "회원님을 식별하고 계정 관련 안내를 보내기 위해.",
					kept: `계정을 삭제할 때까지. 계정 없이 사용할 때는 세션이 데이터를 여는 유일한 열쇠입니다. 세션이 끝나면(400일 동안 사용하지 않았거나 로그아웃한 경우) ${anonymousUserRetentionDays}일 안에 모든 데이터가 삭제됩니다.`,
				},
				account: {
					holds: "로그인 방법: 비밀번호의 해시 또는 Google 계정 연결 정보(식별자와 Google이 돌려준 토큰).",
					why: "로그인을 위해.",
					kept: "계정을 삭제할 때까지.",
				},
				session: {
					holds:
						"로그인된 각 기기: 무작위 토큰, 네트워크 주소, 브라우저(사용자 에이전트), 로그인 시각과 마지막 사용 시각.",
					why: "로그인을 유지하고, 기기 목록을 보여 주어 로그아웃할 수 있게 하기 위해.",
					kept: "유효 기간(보안 페이지 참고)이 지나면 더 이상 쓸 수 없으며, 로그아웃하거나 세션을 종료하거나 계정을 삭제하면 해당 행이 삭제됩니다.",
				},
				verification: {
					holds: "이메일로 보내는 링크(비밀번호 재설정 등)의 일회용 코드와 진행 중인 Google 로그인의 상태.",
					why: "링크나 로그인이 정말 회원님에게서 온 것인지 확인하기 위해.",
					kept: "사용되거나 만료될 때까지(재설정 링크는 1시간).",
				},
				two_factor: {
					holds: "인증 앱의 비밀 키(암호화됨)와 백업 코드.",
					why: "2단계 인증을 위해.",
					kept: "2단계 인증을 끄거나 계정을 삭제할 때까지.",
				},
				passkey: {
					holds: "각 패스키의 공개 키, 이름, 기기 종류, 생성일. 지문이나 얼굴 정보는 기기 밖으로 나가지 않습니다.",
					why: "패스키 로그인을 위해.",
					kept: "패스키를 삭제하거나 계정을 삭제할 때까지.",
				},
				rate_limit: {
					holds: "네트워크 주소별 요청 수와 로그인 시도 횟수.",
					why: "비밀번호 추측을 늦추기 위해.",
					kept: "마지막 요청 후 하루.",
				},
				board: {
					holds: "보드 이름.",
					why: "할 일을 정리하기 위해.",
					kept: "보드나 계정을 삭제할 때까지.",
				},
				task: {
					holds: "각 할 일의 제목, 설명, 사분면, 위치, 상태, 우선순위, 마감 날짜와 시각, 완료 여부.",
					why: "서비스 그 자체입니다.",
					kept: "할 일이나 계정을 삭제할 때까지.",
				},
				change_log: {
					holds: "최근 변경 내역과 변경된 데이터.",
					why: "다른 기기를 최신 상태로 맞추기 위해(실시간 동기화).",
					kept: `${changeLogRetentionDays}일. 사람마다 최근 항목만 보관합니다.`,
				},
				user_change_seq: {
					holds: "변경 횟수 카운터.",
					why: "실시간 동기화, 그리고 아무것도 바뀌지 않았을 때 할 일 목록을 빠르게 다시 보내기 위해.",
					kept: "계정을 삭제할 때까지.",
				},
				idempotency_key: {
					holds: "회원님의 변경 요청에 대한 서버의 응답.",
					why: "(네트워크가 끊긴 뒤) 같은 변경이 두 번 전송되어도 한 번만 반영하기 위해.",
					kept: "7일.",
				},
				user_settings: {
					holds:
						"표시 옵션, 알림 사용 여부와 알림 시각(마감 시간 얼마 전, 마감일만 있는 할 일의 알림 시각, 방해 금지 시간), 일일 요약(보낼 시각, 이메일로도 받을지, 이메일 언어, 마지막으로 보낸 날), 뉴스레터 수신 선택, 시간대.",
					why: "설정이 모든 기기에서 같게 유지되고, 알림이 현지 시각으로 선택한 때에 도착하도록 하기 위해.",
					kept: "계정을 삭제할 때까지.",
				},
				push_subscription: {
					holds: "알림을 켠 각 브라우저의 푸시 주소(브라우저 제조사의 푸시 서비스), 암호화 키, 언어.",
					why: "켜 둔 알림과 일일 요약을 푸시 알림으로 보내기 위해.",
					kept: "그 브라우저에서 알림을 끄거나, 푸시 서비스가 주소가 더 이상 유효하지 않다고 알리거나, 계정을 삭제할 때까지.",
				},
				push_reminder: {
					holds: "어떤 할 일에 대해 어느 마감일, 어느 시각의 알림을 보냈는지.",
					why: "알림을 한 번만 보내기 위해.",
					kept: "할 일이나 계정이 삭제될 때까지.",
				},
				subscription: {
					holds: "Stripe 고객 ID와 구독 ID, 구독 상태, 기간 종료일, 기간 종료 시 해지 여부. 카드 정보는 없습니다.",
					why: "Pro 여부를 판단하기 위해.",
					kept: "계정을 삭제할 때까지.",
				},
				stripe_event: {
					holds: "이미 처리한 Stripe 메시지의 ID와 종류.",
					why: "결제 메시지를 두 번 처리하지 않기 위해.",
					kept: "계속 보관합니다. 회원님에 관한 정보는 없습니다.",
				},
				app_secret: {
					holds: "서버가 스스로 생성한 키(쿠키 서명과 푸시 알림 전송용).",
					why: "서비스 운영을 위해.",
					kept: "서비스가 운영되는 동안.",
				},
				job_round: {
					holds: "어느 서버 인스턴스가 어느 차례의 백그라운드 처리를 했는지.",
					why: "백그라운드 처리를 한 번만 하기 위해.",
					kept: "몇 차례 뒤 삭제.",
				},
				dev_mail: {
					holds: "이메일 사본. 메일 서버가 없는 테스트 환경에서만 쓰며, 실제 운영 환경에서는 쓰지 않습니다.",
					why: "개발자가 링크를 열어 볼 수 있도록.",
					kept: "계정이 삭제될 때까지.",
				},
			},
		},
		after: [
			{
				heading: "법적 근거",
				blocks: [
					["GDPR 또는 이와 비슷한 법이 적용되는 경우, 위에 설명한 데이터 이용은 각각 다음 근거 중 하나에 따릅니다."],
					{
						items: [
							["이용 중인 서비스 제공: 계정, 할 일, 보드, 설정, 알림, 구독(계약의 이행, GDPR 제6조 제1항 b호)."],
							[
								"서비스와 계정의 보안 및 정상적인 운영: 세션, 로그인 기록, 요청 횟수 제한, 서버 로그, 같은 변경이나 결제가 두 번 처리되지 않도록 하는 기록(정당한 이익, 제6조 제1항 f호).",
							],
							[
								"푸시 알림: 알림을 켜고 브라우저에서 허용한 경우에만 보냅니다. 알림을 끄면 동의를 철회한 것이 됩니다(동의, 제6조 제1항 a호).",
							],
						],
					},
				],
			},
			{
				heading: "서버 로그",
				blocks: [
					[
						`서버는 요청과 보안 관련 이벤트(예: 로그인, 사용자 ID 포함)를 로그로 남깁니다. 비밀번호, 쿠키, 토큰은 절대 기록하지 않습니다. ${logsKept}`,
					],
				],
			},
			{
				heading: "데이터를 받는 다른 곳",
				blocks: [
					{
						items: [
							[
								"Stripe(Pro를 구매하는 경우): 결제는 Stripe 페이지에서 하며, 카드 정보는 이 서버에 전달되지 않습니다. Stripe는 자체 개인정보 처리방침에 따라 기록을 보관합니다.",
							],
							["운영자가 설정한 메일 서버: 계정 관련 이메일을 보내기 위해(이메일 주소와 메일 내용)."],
							[
								"브라우저의 푸시 서비스(알림을 켠 경우): Chrome은 Google(Firebase Cloud Messaging), Edge는 Microsoft, Firefox는 Mozilla, Safari는 Apple. 알림은 암호화되어 전송됩니다.",
							],
							["Google: Google로 로그인하기를 선택한 경우에만."],
						],
					},
					[
						"Stripe, Google, Microsoft, Mozilla, Apple은 이 데이터를 회원님의 국가 밖(미국 포함)에서 처리할 수 있습니다. GDPR이 적용되는 경우 이러한 이전은 각 사의 개인정보 처리방침에 밝힌 대로 EU-미국 데이터 프라이버시 프레임워크 또는 유럽연합 집행위원회의 표준계약조항에 근거합니다. 메일 서버와 이 서비스의 데이터베이스는 운영자가 운영하는 곳에 있습니다.",
					],
				],
			},
			{
				heading: "브라우저의 쿠키와 저장소",
				blocks: [
					["광고나 추적용 쿠키는 없습니다. 앱이 브라우저에 저장하는 항목은 다음과 같습니다."],
					{
						items: [
							[
								"quadrant.session_token(HTTPS에서는 __Host-quadrant.session_token): 로그인을 유지합니다. 스크립트로는 읽을 수 없습니다.",
							],
							["quadrant.two_factor: 두 번째 단계를 기다리는 로그인. 최대 10분 동안."],
							["locale: 선택한 언어. 1년 동안."],
							["quadrant-board: 마지막으로 연 보드. 1년 동안."],
							["quadrant-wall: 스티커 메모 벽의 배치. 1년 동안."],
							[
								"로컬 저장소: quadrant-theme(라이트, 다크, 시스템), quadrant-quote-enabled와 quadrant-quote-last-shown(오늘의 명언), quadrant-urgency-announced(마감일에 따라 옮겨진 할 일 중 이 브라우저에서 이미 알려 드린 것).",
							],
							[
								"세션 저장소: quadrant-reloaded-for-build와 quadrant-chunk-reload. 새 버전이 나왔을 때 한 번만 새로 고치기 위해.",
							],
							[
								"서비스 워커: 알림을 표시하고, Quadrant를 앱으로 설치하고, 네트워크 없이도 열 수 있게 하는 데 씁니다. 이를 위해 이 브라우저의 캐시 저장소에 앱의 코드, 회원님이 연 공개 페이지, 그리고 회원님 계정의 매트릭스·스티커 메모 벽·프로필 페이지를 마지막으로 불러온 상태 그대로(할 일과 보드 포함) 보관합니다. 이 사본은 로그아웃할 때, 이 브라우저에서 다른 계정을 사용할 때, Quadrant의 새 버전이 이를 대체할 때 삭제됩니다. 오프라인에서는 이 브라우저가 7일 동안 서버에 연결되지 않으면 이 사본을 더 이상 보여 드리지 않습니다.",
							],
							[
								"IndexedDB: quadrant-changes 뒤에 계정 ID가 붙은 이름으로, 오프라인일 때 하신 변경 중 아직 당사 서버에 도착하지 않은 것을 보관합니다. 각 변경은 전송되면 삭제되며, 로그아웃할 때는 먼저 전송하고, 전송할 수 없으면 몇 개가 사라지는지 알려 드린 뒤 삭제합니다.",
							],
						],
					},
				],
			},
			{
				heading: "회원님의 권리와 행사 방법",
				blocks: [
					[
						{ href: "/profile", text: "프로필" },
						"의 ‘내 데이터’에서 언제든 모든 데이터(JSON, 또는 할 일을 CSV로)를 내려받고 계정을 영구히 삭제할 수 있습니다. 할 일과 보드는 직접 수정하거나 삭제할 수 있습니다.",
					],
					operator.email
						? [
								"그 밖의 요청(문의, 정정, 처리 반대 등)은 ",
								{ href: `mailto:${operator.email}`, text: operator.email },
								"(으)로 보내 주세요. 거주 지역의 개인정보 보호 기관에 민원을 제기할 수도 있습니다.",
							]
						: [
								"그 밖의 요청(문의, 정정, 처리 반대 등)은 이 서비스의 운영자에게 연락해 주세요. 거주 지역의 개인정보 보호 기관에 민원을 제기할 수도 있습니다.",
							],
				],
			},
		],
	};
}
