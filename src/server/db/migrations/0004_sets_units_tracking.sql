CREATE TYPE "public"."distance_preference" AS ENUM('mi', 'km');--> statement-breakpoint
CREATE TYPE "public"."goal_tracking" AS ENUM('manual', 'distance', 'duration', 'workouts', 'lift', 'body_weight');--> statement-breakpoint
CREATE TABLE "body_weights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"weight" double precision NOT NULL,
	"unit" "weight_unit" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "body_weights_weight_range" CHECK ("body_weights"."weight" between 1 and 5000),
	CONSTRAINT "body_weights_measured_range" CHECK ("body_weights"."measured_at" >= '2000-01-01' and "body_weights"."measured_at" < '2101-01-01')
);
--> statement-breakpoint
CREATE TABLE "exercise_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exercise_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"reps" integer,
	"weight" double precision,
	"weight_unit" "weight_unit" DEFAULT 'lb' NOT NULL,
	"duration_seconds" integer,
	"distance" double precision,
	"done" boolean DEFAULT true NOT NULL,
	CONSTRAINT "exercise_sets_reps_range" CHECK ("exercise_sets"."reps" between 0 and 100000),
	CONSTRAINT "exercise_sets_weight_range" CHECK ("exercise_sets"."weight" between 0 and 50000),
	CONSTRAINT "exercise_sets_duration_range" CHECK ("exercise_sets"."duration_seconds" between 0 and 864000),
	CONSTRAINT "exercise_sets_distance_range" CHECK ("exercise_sets"."distance" between 0 and 10000000)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "distance_unit" "distance_preference" DEFAULT 'mi' NOT NULL;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "exercise_key" text GENERATED ALWAYS AS (regexp_replace(regexp_replace(regexp_replace(lower(name), '[^a-z]', '', 'g'), '(ch|sh|x)es$', '\1'), '([^s])s$', '\1')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "tracking" "goal_tracking" DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "track_exercise" varchar(100);--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "track_workout_type" "workout_type";--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "start_value" double precision;--> statement-breakpoint
ALTER TABLE "body_weights" ADD CONSTRAINT "body_weights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_sets" ADD CONSTRAINT "exercise_sets_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "body_weights_user_idx" ON "body_weights" USING btree ("user_id","measured_at");--> statement-breakpoint
CREATE INDEX "exercise_sets_exercise_idx" ON "exercise_sets" USING btree ("exercise_id","position");--> statement-breakpoint
CREATE INDEX "exercises_key_idx" ON "exercises" USING btree ("exercise_key");--> statement-breakpoint
-- Every exercise logged before sets were kept one by one reads as its uniform sets (issue 8):
-- `sets` rows of its reps, weight (stored in pounds then) and per-set time and distance.
INSERT INTO "exercise_sets" ("exercise_id", "position", "reps", "weight", "weight_unit", "duration_seconds", "distance", "done")
SELECT e."id", g.n - 1, e."reps", e."weight_lbs", 'lb', e."duration_seconds", e."distance", true
FROM "exercises" e CROSS JOIN LATERAL generate_series(1, e."sets") AS g(n);
