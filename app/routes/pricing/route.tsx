import { PageFrame } from "#app/components/page-frame.tsx";

export default function PricingPage() {
	return <PageFrame page="pricing" />;
}
