-- Issue 27: routines, the workout under way, and sets that say what they are. Every set logged
-- before this is a working set (the column default), and no exercise is in a superset.
CREATE TYPE "public"."set_type" AS ENUM('normal', 'warmup', 'drop', 'failure');--> statement-breakpoint
CREATE TABLE "live_workouts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" varchar(100) NOT NULL,
	"notes" varchar(500),
	"exercises" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routines_exercises_array" CHECK (jsonb_typeof("routines"."exercises") = 'array')
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rpe_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gym_equipment" jsonb;--> statement-breakpoint
ALTER TABLE "exercise_sets" ADD COLUMN "set_type" "set_type" DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "exercise_sets" ADD COLUMN "rpe" double precision;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "superset_group" integer;--> statement-breakpoint
ALTER TABLE "workouts" ADD COLUMN "routine_id" uuid;--> statement-breakpoint
ALTER TABLE "live_workouts" ADD CONSTRAINT "live_workouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines" ADD CONSTRAINT "routines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "routines_user_idx" ON "routines" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "workouts" ADD CONSTRAINT "workouts_routine_id_routines_id_fk" FOREIGN KEY ("routine_id") REFERENCES "public"."routines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workouts_routine_idx" ON "workouts" USING btree ("routine_id","completed_at") WHERE "workouts"."routine_id" is not null;--> statement-breakpoint
ALTER TABLE "exercise_sets" ADD CONSTRAINT "exercise_sets_rpe_range" CHECK ("exercise_sets"."rpe" between 1 and 10);--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_superset_range" CHECK ("exercises"."superset_group" between 1 and 1000);