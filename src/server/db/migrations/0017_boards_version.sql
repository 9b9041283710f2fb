CREATE TABLE "leaderboard_versions" (
	"stripe" smallint PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "leaderboard_versions_stripe" CHECK ("leaderboard_versions"."stripe" >= 0 and "leaderboard_versions"."stripe" < 32)
);
--> statement-breakpoint
-- The boards' version (issue 30 §4, decision 029): one step per transaction that changed what a
-- board shows, taken at its commit (the triggers below are deferred), so the row is held only
-- while the transaction commits and is the last lock it takes: two writers can wait on a stripe
-- but never deadlock on it. The setting makes a rebuild's or a sweep's many rows one step. No
-- TRUNCATE trigger: only `db:to-postgres` truncates, into a database no server is using, whose
-- row counts it checks before it commits.
CREATE FUNCTION "leaderboard_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('joeyfit.boards_moved', true) = 'on' THEN
		RETURN NULL;
	END IF;
	PERFORM set_config('joeyfit.boards_moved', 'on', true);
	INSERT INTO "leaderboard_versions" ("stripe", "n") VALUES (pg_backend_pid() % 32, 1)
		ON CONFLICT ("stripe") DO UPDATE SET "n" = "leaderboard_versions"."n" + 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "leaderboard_entries_changed"
	AFTER INSERT OR UPDATE OR DELETE ON "leaderboard_entries"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "leaderboard_changed"();
--> statement-breakpoint
-- Boards show a user's name and picture (leaderboard.service.ts `names`).
CREATE CONSTRAINT TRIGGER "users_board_names_changed"
	AFTER UPDATE OF "display_name", "first_name", "last_name", "profile_image_url" ON "users"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	WHEN (OLD."display_name" IS DISTINCT FROM NEW."display_name"
		OR OLD."first_name" IS DISTINCT FROM NEW."first_name"
		OR OLD."last_name" IS DISTINCT FROM NEW."last_name"
		OR OLD."profile_image_url" IS DISTINCT FROM NEW."profile_image_url")
	EXECUTE FUNCTION "leaderboard_changed"();
