-- A board's list carries its tasks' checklists, so a statement that writes checklist items raises the data version of
-- each user whose items it touched, as one that writes boards or tasks does (0021, ADR 0037): an answer kept from
-- before an item changed is never reused, whoever wrote the item.
CREATE TRIGGER "checklist_item_inserted_data_version" AFTER INSERT ON "checklist_item" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_user_data_versions"();--> statement-breakpoint
CREATE TRIGGER "checklist_item_updated_data_version" AFTER UPDATE ON "checklist_item" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_user_data_versions"();--> statement-breakpoint
CREATE TRIGGER "checklist_item_deleted_data_version" AFTER DELETE ON "checklist_item" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_user_data_versions"();
