CREATE TYPE "public"."record_kind" AS ENUM('e1rm', 'weight', 'reps', 'duration', 'distance');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "workouts_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "measure_kind" "record_kind";--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "measure_value" double precision;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "personal_record" boolean;