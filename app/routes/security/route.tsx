import { PageFrame } from "#app/components/page-frame.tsx";

export default function SecurityPage() {
	return <PageFrame page="security" />;
}
