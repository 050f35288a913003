import { PageFrame } from "#app/components/page-frame.tsx";

export default function StickyPage() {
	return <PageFrame page="sticky" />;
}
