import { useTranslation } from "react-i18next";
import { MatrixBoard } from "./matrix-board.tsx";
import { TaskPage, type TaskPageData } from "./task-page.tsx";

/** The tasks as the four quadrants of the Eisenhower matrix. */
export function MatrixPage(props: TaskPageData) {
	const { t } = useTranslation();
	return <TaskPage {...props} title={t("pages.matrix.title")} renderView={(view) => <MatrixBoard {...view} />} />;
}
