import { render } from "@testing-library/react";
import type { ComponentProps, ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import { createI18n } from "#app/lib/i18n.ts";
import { packPageTasks } from "#app/lib/page-task.ts";
import type { TaskView } from "#core/tasks/task-view.ts";
import en from "#locales/en/translation.json";
import { TaskPage } from "./task-page.tsx";

type PageProps = Pick<ComponentProps<typeof TaskPage>, "viewOptions" | "plan"> & { tasks: TaskView[] };

/**
 * Renders a task view inside its page, in English, on the default board of `tasks`, with a server that never
 * answers (what a view test looks at is the optimistic change alone). Undo with `cleanup` and `vi.unstubAllGlobals`.
 */
export function renderTaskPage(view: ReactNode, { tasks, viewOptions, plan }: PageProps) {
	vi.stubGlobal(
		"fetch",
		vi.fn(() => new Promise(() => {})),
	);
	const page = (
		<TaskPage
			board={{ id: tasks[0]?.boardId ?? "", name: "My board", isDefault: true, taskCount: tasks.length }}
			boards={[]}
			tasks={packPageTasks(tasks)}
			viewOptions={viewOptions}
			plan={plan}
			freeTasksPerQuadrant={10}
			syncPosition={0}
			userId="user-of-the-test"
			title="Tasks"
		>
			{view}
		</TaskPage>
	);
	render(
		<I18nextProvider i18n={createI18n("en", en)}>
			<RouterProvider router={createMemoryRouter([{ path: "/", element: page }])} />
		</I18nextProvider>,
	);
}
