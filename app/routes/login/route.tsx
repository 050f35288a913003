import { PageFrame } from "#app/components/page-frame.tsx";

export default function LoginPage() {
	return <PageFrame page="login" />;
}
