import { PageFrame } from "#app/components/page-frame.tsx";

export default function ProfilePage() {
	return <PageFrame page="profile" />;
}
