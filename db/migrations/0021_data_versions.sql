ALTER TABLE "user_change_seq" ADD COLUMN "data_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every user has the row from now on: the triggers below only raise it on a deletion.
INSERT INTO "user_change_seq" ("user_id") SELECT "id" FROM "user" ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Every statement that inserts, updates or deletes boards or tasks raises the data version of each user whose rows it
-- touched, once per statement (a row trigger would update the one row once per row: deleting a large board would
-- grow its chain of row versions quadratically). A server that keeps an answer computed from a user's boards and
-- tasks reuses it only while the version it was computed at is unchanged (ADR 0037). The version shares its row with
-- the change log's counter, so a writing transaction takes one lock of the user's.
CREATE FUNCTION "raise_user_data_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		-- Raised, never made: the rows were inserted under a row of their user's (made then, or above). A deleted user's
		-- row may already be gone with the cascade that deletes these rows, and must not come back.
		UPDATE "user_change_seq" SET "data_version" = "data_version" + 1
		WHERE "user_id" IN (SELECT "user_id" FROM "old_rows");
	ELSIF TG_OP = 'INSERT' THEN
		INSERT INTO "user_change_seq" ("user_id", "data_version")
		SELECT DISTINCT "user_id", 1 FROM "new_rows"
		ON CONFLICT ("user_id") DO UPDATE SET "data_version" = "user_change_seq"."data_version" + 1;
	ELSE
		INSERT INTO "user_change_seq" ("user_id", "data_version")
		SELECT "user_id", 1 FROM "new_rows" UNION SELECT "user_id", 1 FROM "old_rows"
		ON CONFLICT ("user_id") DO UPDATE SET "data_version" = "user_change_seq"."data_version" + 1;
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
