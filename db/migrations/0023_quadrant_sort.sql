ALTER TABLE "user_settings" ALTER COLUMN "hide_completed" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "quadrant_sort" text DEFAULT 'manual' NOT NULL;