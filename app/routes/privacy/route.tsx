import { PageFrame } from "#app/components/page-frame.tsx";

export default function PrivacyPage() {
	return <PageFrame page="privacy" />;
}
