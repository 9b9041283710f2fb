DROP INDEX "goals_user_earned_day_idx";--> statement-breakpoint
DROP INDEX "workouts_user_logged_day_idx";--> statement-breakpoint
DROP INDEX "xp_events_user_day_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "day_clock_day" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "day_clock_zone" varchar(64);--> statement-breakpoint
CREATE INDEX "goals_user_earned_idx" ON "goals" USING btree ("user_id","earned_at");--> statement-breakpoint
CREATE INDEX "workouts_user_created_idx" ON "workouts" USING btree ("user_id","created_at");--> statement-breakpoint
-- Issue 25: each user's day clock starts at the latest day a workout of theirs was logged on, in
-- the zone they are in now.
UPDATE "users" u SET "day_clock_day" = w.d, "day_clock_zone" = u."time_zone"
  FROM (SELECT "user_id", max("logged_day") AS d FROM "workouts" GROUP BY "user_id") w
 WHERE w."user_id" = u."id";--> statement-breakpoint
-- The caps now count rolling 24 hours and a longest streak is the remaining workouts': without a
-- weekly clock the next start settles every user's ledger by the new rule and rebuilds the boards
-- (leaderboard.routes.ts ensureStandings), as the first start after the ledger's migration did.
DELETE FROM "leaderboard_clock";
