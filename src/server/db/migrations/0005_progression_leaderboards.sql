CREATE TABLE "leaderboard_clock" (
	"id" smallint PRIMARY KEY NOT NULL,
	"weekly_from" timestamp with time zone NOT NULL,
	CONSTRAINT "leaderboard_clock_single" CHECK ("leaderboard_clock"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "leaderboard_counts" (
	"board" smallint NOT NULL,
	"tier" smallint NOT NULL,
	"key" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "leaderboard_counts_board_tier_key_pk" PRIMARY KEY("board","tier","key")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_entries" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"total_xp" integer DEFAULT 0 NOT NULL,
	"weekly_xp" integer DEFAULT 0 NOT NULL,
	"longest_streak" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "xp_events_user_created_idx";--> statement-breakpoint
DROP INDEX "xp_events_source_idx";--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "earned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "earned_day" date;--> statement-breakpoint
-- Goals already complete earned when they completed, on the user's local day then.
UPDATE "goals" g SET "earned_at" = g."completed_at", "earned_day" = (g."completed_at" AT TIME ZONE u."time_zone")::date FROM "users" u WHERE u."id" = g."user_id" AND g."completed_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "workouts" ADD COLUMN "logged_day" date DEFAULT current_date NOT NULL;--> statement-breakpoint
ALTER TABLE "workouts" ADD COLUMN "streak_day" date;--> statement-breakpoint
-- Existing workouts were logged on the local day of created_at, and extend a streak on their own day when dated that day or the one before.
UPDATE "workouts" w SET "logged_day" = (w."created_at" AT TIME ZONE u."time_zone")::date, "streak_day" = CASE WHEN ((w."created_at" AT TIME ZONE u."time_zone")::date - (w."completed_at" AT TIME ZONE u."time_zone")::date) BETWEEN 0 AND 1 THEN (w."completed_at" AT TIME ZONE u."time_zone")::date END FROM "users" u WHERE u."id" = w."user_id";--> statement-breakpoint
-- No release wrote the ledger before this one; the first start after it builds the ledger from the rows (progression/leaderboard-init.ts).
DELETE FROM "xp_events";--> statement-breakpoint
ALTER TABLE "xp_events" ADD COLUMN "effective_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard_entries" ADD CONSTRAINT "leaderboard_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaderboard_entries_xp_idx" ON "leaderboard_entries" USING btree ("total_xp" desc,"user_id") WHERE "leaderboard_entries"."visible" and "leaderboard_entries"."total_xp" > 0;--> statement-breakpoint
CREATE INDEX "leaderboard_entries_weekly_idx" ON "leaderboard_entries" USING btree ("weekly_xp" desc,"user_id") WHERE "leaderboard_entries"."visible" and "leaderboard_entries"."weekly_xp" > 0;--> statement-breakpoint
CREATE INDEX "leaderboard_entries_streak_idx" ON "leaderboard_entries" USING btree ("longest_streak" desc,"user_id") WHERE "leaderboard_entries"."visible" and "leaderboard_entries"."longest_streak" > 0;--> statement-breakpoint
CREATE INDEX "goals_user_earned_day_idx" ON "goals" USING btree ("user_id","earned_day","earned_at");--> statement-breakpoint
CREATE INDEX "workouts_user_logged_day_idx" ON "workouts" USING btree ("user_id","logged_day","created_at");--> statement-breakpoint
CREATE INDEX "workouts_user_streak_day_idx" ON "workouts" USING btree ("user_id","streak_day");--> statement-breakpoint
CREATE INDEX "xp_events_user_effective_idx" ON "xp_events" USING btree ("user_id","effective_at");--> statement-breakpoint
CREATE INDEX "xp_events_user_day_idx" ON "xp_events" USING btree ("user_id","reason","local_day");--> statement-breakpoint
CREATE INDEX "xp_events_effective_idx" ON "xp_events" USING btree ("effective_at");