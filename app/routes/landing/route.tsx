import { PageFrame } from "#app/components/page-frame.tsx";

export default function LandingPage() {
	return <PageFrame page="landing" />;
}
