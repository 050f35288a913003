import { PageFrame } from "#app/components/page-frame.tsx";

export default function TermsPage() {
	return <PageFrame page="terms" />;
}
