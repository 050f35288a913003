ALTER TABLE "user_settings" ADD COLUMN "urgency_days" integer DEFAULT 2;--> statement-breakpoint
ALTER TABLE "task" ADD COLUMN "escalated_on" date;--> statement-breakpoint
ALTER TABLE "task" ADD COLUMN "is_pinned" boolean DEFAULT false NOT NULL;