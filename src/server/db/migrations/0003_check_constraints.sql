-- Rows written before these checks existed (a voice goal of Infinity, say) are brought into
-- range first, so the checks can be added and no read of them fails again (issue 7 §2.3).
-- LEAST/GREATEST also clamp NaN and ±Infinity, which sort above and below every number.
UPDATE "goals" SET "target_value" = LEAST(GREATEST("target_value", 0), 1000000000) WHERE NOT ("target_value" BETWEEN 0 AND 1000000000);--> statement-breakpoint
UPDATE "goals" SET "current_value" = LEAST(GREATEST("current_value", 0), 1000000000) WHERE NOT ("current_value" BETWEEN 0 AND 1000000000);--> statement-breakpoint
UPDATE "goals" SET "deadline" = NULL WHERE NOT ("deadline" BETWEEN '2000-01-01' AND '2100-12-31');--> statement-breakpoint
UPDATE "exercises" SET "sets" = LEAST(GREATEST("sets", 1), 1000) WHERE NOT ("sets" BETWEEN 1 AND 1000);--> statement-breakpoint
UPDATE "exercises" SET "reps" = LEAST(GREATEST("reps", 0), 100000) WHERE NOT ("reps" BETWEEN 0 AND 100000);--> statement-breakpoint
UPDATE "exercises" SET "weight_lbs" = LEAST(GREATEST("weight_lbs", 0), 50000) WHERE NOT ("weight_lbs" BETWEEN 0 AND 50000);--> statement-breakpoint
UPDATE "exercises" SET "duration_seconds" = LEAST(GREATEST("duration_seconds", 0), 864000) WHERE NOT ("duration_seconds" BETWEEN 0 AND 864000);--> statement-breakpoint
UPDATE "exercises" SET "distance" = LEAST(GREATEST("distance", 0), 10000000) WHERE NOT ("distance" BETWEEN 0 AND 10000000);--> statement-breakpoint
UPDATE "exercises" SET "rest_seconds" = LEAST(GREATEST("rest_seconds", 0), 86400) WHERE NOT ("rest_seconds" BETWEEN 0 AND 86400);--> statement-breakpoint
UPDATE "workouts" SET "duration_seconds" = LEAST(GREATEST("duration_seconds", 0), 864000) WHERE NOT ("duration_seconds" BETWEEN 0 AND 864000);--> statement-breakpoint
UPDATE "workouts" SET "distance_miles" = LEAST(GREATEST("distance_miles", 0), 1000000) WHERE NOT ("distance_miles" BETWEEN 0 AND 1000000);--> statement-breakpoint
UPDATE "workouts" SET "completed_at" = LEAST(GREATEST("completed_at", '2000-01-01'), '2100-12-31') WHERE "completed_at" < '2000-01-01' OR "completed_at" >= '2101-01-01';--> statement-breakpoint
UPDATE "shares" SET "range_start" = LEAST(GREATEST("range_start", '2000-01-01'), '2100-12-31') WHERE NOT ("range_start" BETWEEN '2000-01-01' AND '2100-12-31');--> statement-breakpoint
UPDATE "shares" SET "range_end" = LEAST(GREATEST("range_end", '2000-01-01'), '2100-12-31') WHERE NOT ("range_end" BETWEEN '2000-01-01' AND '2100-12-31');--> statement-breakpoint
UPDATE "shares" SET "expires_at" = '2100-12-31' WHERE "expires_at" >= '2101-01-01';--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_sets_range" CHECK ("exercises"."sets" between 1 and 1000);--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_reps_range" CHECK ("exercises"."reps" between 0 and 100000);--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_weight_range" CHECK ("exercises"."weight_lbs" between 0 and 50000);--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_duration_range" CHECK ("exercises"."duration_seconds" between 0 and 864000);--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_distance_range" CHECK ("exercises"."distance" between 0 and 10000000);--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_rest_range" CHECK ("exercises"."rest_seconds" between 0 and 86400);--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_target_range" CHECK ("goals"."target_value" between 0 and 1000000000);--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_current_range" CHECK ("goals"."current_value" between 0 and 1000000000);--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_deadline_range" CHECK ("goals"."deadline" between '2000-01-01' and '2100-12-31');--> statement-breakpoint
ALTER TABLE "workouts" ADD CONSTRAINT "workouts_duration_range" CHECK ("workouts"."duration_seconds" between 0 and 864000);--> statement-breakpoint
ALTER TABLE "workouts" ADD CONSTRAINT "workouts_distance_range" CHECK ("workouts"."distance_miles" between 0 and 1000000);--> statement-breakpoint
ALTER TABLE "workouts" ADD CONSTRAINT "workouts_completed_range" CHECK ("workouts"."completed_at" >= '2000-01-01' and "workouts"."completed_at" < '2101-01-01');--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_range_start" CHECK ("shares"."range_start" between '2000-01-01' and '2100-12-31');--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_range_end" CHECK ("shares"."range_end" between '2000-01-01' and '2100-12-31');--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_expires_range" CHECK ("shares"."expires_at" < '2101-01-01');