/** A form-level problem, announced at once; renders nothing without a message. */
export function FormAlert({ message }: { message: string | null | undefined }) {
	if (!message) return null;
	return (
		<p role="alert" className="text-sm text-danger">
			{message}
		</p>
	);
}
