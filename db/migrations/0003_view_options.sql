CREATE TABLE "user_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"show_date_tags" boolean DEFAULT true NOT NULL,
	"show_descriptions" boolean DEFAULT true NOT NULL,
	"show_completed_badge" boolean DEFAULT true NOT NULL,
	"hide_completed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;