import { PageFrame } from "#app/components/page-frame.tsx";

export default function ChangelogPage() {
	return <PageFrame page="changelog" />;
}
