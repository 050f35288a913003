-- Every update of a session, or of its user, raises the session's row version, whoever makes it (better-auth, our own
-- queries, an operator's SQL): a server that remembers what better-auth answered for a cookie reuses it only while
-- the version is unchanged (ADR 0035). The user's update raises the versions of all its sessions in the same
-- transaction.
ALTER TABLE "session" ADD COLUMN "row_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "raise_session_row_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."row_version" := OLD."row_version" + 1;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "session_row_version" BEFORE UPDATE ON "session" FOR EACH ROW EXECUTE FUNCTION "raise_session_row_version"();--> statement-breakpoint
CREATE FUNCTION "raise_row_versions_of_user_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "session" SET "row_version" = "row_version" + 1 WHERE "user_id" = NEW."id";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "user_sessions_row_version" AFTER UPDATE ON "user" FOR EACH ROW EXECUTE FUNCTION "raise_row_versions_of_user_sessions"();
