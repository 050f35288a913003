import { useTranslation } from "react-i18next";
import { TaskPage, type TaskPageData } from "#app/routes/+tasks/task-page.tsx";
import { MatrixBoard } from "./matrix-board.tsx";

/** The tasks as the four quadrants of the Eisenhower matrix. */
export function MatrixPage(props: TaskPageData) {
	const { t } = useTranslation();
	return (
		<TaskPage {...props} title={t("pages.matrix.title")} hasPhoneGrid>
			<MatrixBoard />
		</TaskPage>
	);
}
