ALTER TABLE "push_reminder" ADD COLUMN "remind_at" timestamp with time zone DEFAULT 'epoch' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "reminder_offset_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "reminder_hour" integer DEFAULT 9 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "quiet_hours_start" text;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "quiet_hours_end" text;