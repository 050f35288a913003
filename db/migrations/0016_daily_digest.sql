ALTER TABLE "user_settings" ADD COLUMN "daily_digest_time" text;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "daily_digest_by_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "daily_digest_locale" text;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "daily_digest_sent_on" date;