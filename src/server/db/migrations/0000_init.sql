CREATE TYPE "public"."distance_unit" AS ENUM('miles', 'km', 'meters', 'yards');--> statement-breakpoint
CREATE TYPE "public"."goal_type" AS ENUM('weight_loss', 'weight_gain', 'strength', 'endurance', 'distance', 'time', 'general');--> statement-breakpoint
CREATE TYPE "public"."intensity" AS ENUM('low', 'moderate', 'high');--> statement-breakpoint
CREATE TYPE "public"."workout_type" AS ENUM('strength', 'cardio', 'flexibility', 'mixed', 'sports');--> statement-breakpoint
CREATE TYPE "public"."share_kind" AS ENUM('workout', 'progress');--> statement-breakpoint
CREATE TYPE "public"."xp_reason" AS ENUM('workout', 'goal_completed');--> statement-breakpoint
CREATE TYPE "public"."billing_period" AS ENUM('none', 'month', 'year');--> statement-breakpoint
CREATE TYPE "public"."billing_provider" AS ENUM('stripe', 'appstore', 'play', 'sandbox');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('active', 'incomplete', 'past_due', 'canceled', 'expired');--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(200) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" varchar(64),
	"password_hash" text,
	"oidc_issuer" text,
	"oidc_subject" text,
	"email" varchar(254),
	"first_name" varchar(100),
	"last_name" varchar(100),
	"display_name" varchar(100),
	"profile_image_url" text,
	"time_zone" varchar(64) DEFAULT 'UTC' NOT NULL,
	"onboarding_completed" boolean DEFAULT false NOT NULL,
	"leaderboard_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercises" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workout_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" varchar(100) NOT NULL,
	"sets" integer DEFAULT 1 NOT NULL,
	"reps" integer,
	"weight_lbs" double precision,
	"duration_seconds" integer,
	"distance" double precision,
	"distance_unit" "distance_unit" DEFAULT 'miles' NOT NULL,
	"intensity" "intensity" DEFAULT 'moderate' NOT NULL,
	"rest_seconds" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" varchar(120) NOT NULL,
	"description" text,
	"type" "goal_type" DEFAULT 'general' NOT NULL,
	"target_value" double precision NOT NULL,
	"current_value" double precision DEFAULT 0 NOT NULL,
	"unit" varchar(20) DEFAULT 'units' NOT NULL,
	"deadline" date,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" varchar(100) NOT NULL,
	"type" "workout_type" DEFAULT 'mixed' NOT NULL,
	"notes" varchar(500),
	"duration_seconds" integer,
	"distance_miles" double precision,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "avatar_configs" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"selected_avatar" varchar(16) DEFAULT 'joey1' NOT NULL,
	"style" varchar(32) DEFAULT 'friendly' NOT NULL,
	"skin_tone" varchar(32) DEFAULT 'medium' NOT NULL,
	"hair_style" varchar(32) DEFAULT 'short' NOT NULL,
	"hair_color" varchar(32) DEFAULT 'brown' NOT NULL,
	"eye_color" varchar(32) DEFAULT 'blue' NOT NULL,
	"outfit" varchar(32) DEFAULT 'athletic' NOT NULL,
	"accessory" varchar(32) DEFAULT 'none' NOT NULL,
	"expression" varchar(32) DEFAULT 'encouraging' NOT NULL,
	"voice_name" varchar(200),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token" varchar(64) NOT NULL,
	"kind" "share_kind" NOT NULL,
	"workout_id" uuid,
	"range_start" date,
	"range_end" date,
	"include_identity" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_counters" (
	"user_id" uuid NOT NULL,
	"metric" varchar(32) NOT NULL,
	"period_start" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xp_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" "xp_reason" NOT NULL,
	"source_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"local_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_code_prices" (
	"code_id" uuid NOT NULL,
	"tier_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "discount_code_prices_code_id_tier_id_pk" PRIMARY KEY("code_id","tier_id")
);
--> statement-breakpoint
CREATE TABLE "discount_code_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"tier_id" integer NOT NULL,
	"original_price_cents" integer NOT NULL,
	"discounted_price_cents" integer NOT NULL,
	"provider" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(32) NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"max_uses" integer,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "subscription_tiers" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"display_name" varchar(64) NOT NULL,
	"price_cents" integer NOT NULL,
	"billing_period" "billing_period" NOT NULL,
	"voice_workouts_per_month" integer NOT NULL,
	"ai_coaching_suggestions_per_week" integer NOT NULL,
	"sharing_enabled" boolean NOT NULL,
	"share_expiration_days" integer NOT NULL,
	"leaderboard_enabled" boolean NOT NULL,
	"custom_avatar_enabled" boolean NOT NULL,
	"priority_support" boolean NOT NULL,
	CONSTRAINT "subscription_tiers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tier_id" integer NOT NULL,
	"status" "subscription_status" NOT NULL,
	"provider" "billing_provider" NOT NULL,
	"provider_subscription_id" text,
	"current_period_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_workout_id_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workouts" ADD CONSTRAINT "workouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avatar_configs" ADD CONSTRAINT "avatar_configs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_workout_id_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_counters" ADD CONSTRAINT "usage_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_events" ADD CONSTRAINT "xp_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_prices" ADD CONSTRAINT "discount_code_prices_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_prices" ADD CONSTRAINT "discount_code_prices_tier_id_subscription_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."subscription_tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_tier_id_subscription_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."subscription_tiers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_tier_id_subscription_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."subscription_tiers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_oidc_idx" ON "users" USING btree ("oidc_issuer","oidc_subject");--> statement-breakpoint
CREATE INDEX "exercises_workout_idx" ON "exercises" USING btree ("workout_id","position");--> statement-breakpoint
CREATE INDEX "goals_user_idx" ON "goals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "workouts_user_completed_idx" ON "workouts" USING btree ("user_id","completed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shares_token_idx" ON "shares" USING btree ("token");--> statement-breakpoint
CREATE INDEX "shares_user_idx" ON "shares" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "usage_counters_key_idx" ON "usage_counters" USING btree ("user_id","metric","period_start");--> statement-breakpoint
CREATE INDEX "xp_events_user_created_idx" ON "xp_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "xp_events_source_idx" ON "xp_events" USING btree ("reason","source_id");--> statement-breakpoint
CREATE INDEX "discount_code_uses_user_idx" ON "discount_code_uses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "discount_code_uses_code_idx" ON "discount_code_uses" USING btree ("code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_provider_idx" ON "subscriptions" USING btree ("provider","provider_subscription_id");