import { PageFrame } from "#app/components/page-frame.tsx";

export default function EisenhowerMatrixPage() {
	return <PageFrame page="eisenhowerMatrix" />;
}
