ALTER TABLE "workouts" ADD COLUMN "done_day" date;--> statement-breakpoint
-- Issue 26 §3: the day a workout was done is kept, so a later time-zone change moves none. Rows
-- logged before this take their day in the zone their user is in now (the day they show today).
UPDATE "workouts" w SET "done_day" = (w."completed_at" AT TIME ZONE u."time_zone")::date
  FROM "users" u
 WHERE u."id" = w."user_id";
