-- The urgency rule (ADR 0032) is on for new users and off for everyone there before it, until they turn it on: 0018's
-- column default filled their rows with 2, and a user without a row would read the app's default (2).
UPDATE "user_settings" SET "urgency_days" = NULL;--> statement-breakpoint
INSERT INTO "user_settings" ("user_id", "urgency_days") SELECT "id", NULL FROM "user" ON CONFLICT ("user_id") DO NOTHING;
