import { PageFrame } from "#app/components/page-frame.tsx";

export default function MatrixPage() {
	return <PageFrame page="matrix" />;
}
