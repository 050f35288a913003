CREATE TABLE "user_data_version" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Every statement that inserts, updates or deletes boards or tasks raises the version of each user whose rows it
-- touched, once per statement (a row trigger would update the same version row once per row: deleting a large board
-- would grow one row's chain of versions quadratically). A server that keeps an answer computed from a user's boards
-- and tasks reuses it only while the version it was computed at is unchanged (ADR 0037).
CREATE FUNCTION "raise_user_data_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "user_data_version" ("user_id", "version")
		SELECT DISTINCT "user_id", 1 FROM "new_rows"
		ON CONFLICT ("user_id") DO UPDATE SET "version" = "user_data_version"."version" + 1;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "user_data_version" ("user_id", "version")
		SELECT DISTINCT "user_id", 1 FROM "old_rows"
		ON CONFLICT ("user_id") DO UPDATE SET "version" = "user_data_version"."version" + 1;
	ELSE
		INSERT INTO "user_data_version" ("user_id", "version")
		SELECT "user_id", 1 FROM "new_rows" UNION SELECT "user_id", 1 FROM "old_rows"
		ON CONFLICT ("user_id") DO UPDATE SET "version" = "user_data_version"."version" + 1;
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "task_inserted_data_version" AFTER INSERT ON "task" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_user_data_versions"();--> statement-breakpoint
CREATE TRIGGER "task_updated_data_version" AFTER UPDATE ON "task" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_user_data_versions"();--> statement-breakpoint
CREATE TRIGGER "task_deleted_data_version" AFTER DELETE ON "task" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_user_data_versions"();--> statement-breakpoint
CREATE TRIGGER "board_inserted_data_version" AFTER INSERT ON "board" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_user_data_versions"();--> statement-breakpoint
CREATE TRIGGER "board_updated_data_version" AFTER UPDATE ON "board" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_user_data_versions"();--> statement-breakpoint
CREATE TRIGGER "board_deleted_data_version" AFTER DELETE ON "board" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_user_data_versions"();
