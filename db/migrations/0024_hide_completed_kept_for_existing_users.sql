-- "Hide completed" is on for new users (0023) and stays off for everyone there before it, who saw done tasks: a user
-- without a row would read the app's new default (true), so each is given a row with the value they had.
INSERT INTO "user_settings" ("user_id", "hide_completed") SELECT "id", false FROM "user" ON CONFLICT ("user_id") DO NOTHING;
