import { taskListQuerySchema } from "#core/tasks/task.schema.ts";
import { z } from "#core/validation/zod.ts";
import { idParam } from "../../parse-json-body.ts";
import {
	boardAnswerSchema,
	boardDeletedAnswerSchema,
	boardListAnswerSchema,
	bulkDeleteAnswerSchema,
	exampleTasksAnswerSchema,
	taskAnswerSchema,
	taskListAnswerSchema,
} from "../api-answers.ts";
import { type ApiOperation, mutation, noContent, ok, read, tagged } from "../api-operation.ts";

export const TASK_OPERATIONS: readonly ApiOperation[] = [
	...tagged("Contract", [
		{
			...read("/openapi.json"),
			summary: "This document",
			isPublic: true,
			answers: { 200: ok("The OpenAPI 3.1 document of /api/v1.", z.looseObject({ openapi: z.string() })) },
		},
	]),
	...tagged("Tasks", [
		{
			...read("/tasks"),
			summary: "List the tasks of a board",
			query: taskListQuerySchema,
			answers: { 200: ok("The board and its tasks, in order.", taskListAnswerSchema) },
		},
		{
			...mutation("task.create"),
			summary: "Create a task",
			description: "The id is the client's: sending the same task again answers it with 200 instead of 201.",
			answers: { 200: ok("Already created with this id.", taskAnswerSchema), 201: ok("Created.", taskAnswerSchema) },
		},
		{
			...mutation("task.deleteQuadrant"),
			summary: "Delete every task of a quadrant of a board",
			answers: { 200: ok("How many were deleted.", bulkDeleteAnswerSchema) },
		},
		{
			...read("/tasks/:id"),
			summary: "Read a task",
			params: idParam,
			answers: { 200: ok("The task.", taskAnswerSchema) },
		},
		{
			...mutation("task.update"),
			summary: "Change a task",
			params: idParam,
			answers: { 200: ok("The task as changed.", taskAnswerSchema) },
		},
		{
			...mutation("task.move"),
			summary: "Move a task within its board or to another",
			params: idParam,
			answers: { 200: ok("The task as moved.", taskAnswerSchema) },
		},
		{
			...mutation("task.skip"),
			summary: "Skip this occurrence of a repeating task",
			params: idParam,
			answers: { 200: ok("The task at its next occurrence.", taskAnswerSchema) },
		},
		{
			...mutation("task.delete"),
			summary: "Delete a task",
			params: idParam,
			answers: { 204: noContent },
		},
	]),
	...tagged("Boards", [
		{
			...read("/boards"),
			summary: "List the boards",
			description: "Creates the default board on first use.",
			answers: { 200: ok("The boards, in order.", boardListAnswerSchema) },
		},
		{
			...mutation("board.create"),
			summary: "Create a board",
			answers: { 200: ok("Already created with this id.", boardAnswerSchema), 201: ok("Created.", boardAnswerSchema) },
		},
		{
			...mutation("board.update"),
			summary: "Rename a board or make it the default",
			params: idParam,
			answers: { 200: ok("The board as changed.", boardAnswerSchema) },
		},
		{
			...mutation("examples.clear"),
			summary: "Clear the example tasks of a first board",
			params: idParam,
			answers: { 200: ok("The examples cleared; send them back to restore them.", exampleTasksAnswerSchema) },
		},
		{
			...mutation("examples.restore"),
			summary: "Restore cleared example tasks",
			params: idParam,
			answers: { 200: ok("The examples restored.", exampleTasksAnswerSchema) },
		},
		{
			...mutation("board.delete"),
			summary: "Delete a board",
			description: "Its tasks move to the default board, or are deleted with it when `deleteTasks=true`.",
			params: idParam,
			answers: { 200: ok("How many tasks moved or went.", boardDeletedAnswerSchema) },
		},
	]),
];
