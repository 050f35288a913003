CREATE TABLE "change_log_pruning" (
	"round" timestamp with time zone PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "change_log_created_at_idx" ON "change_log" USING btree ("created_at");