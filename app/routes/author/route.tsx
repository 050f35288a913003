import { PageFrame } from "#app/components/page-frame.tsx";

export default function AuthorPage() {
	return <PageFrame page="author" />;
}
