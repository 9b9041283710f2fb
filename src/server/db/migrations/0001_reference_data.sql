-- Reference data every installation starts with (DESIGN §6: tiers, quotas, the launch promo code).
-- -1 means unlimited (SPEC §9). Prices in cents.
INSERT INTO "subscription_tiers" ("id", "name", "display_name", "price_cents", "billing_period", "voice_workouts_per_month", "ai_coaching_suggestions_per_week", "sharing_enabled", "share_expiration_days", "leaderboard_enabled", "custom_avatar_enabled", "priority_support") VALUES
  (1, 'free', 'Free', 0, 'none', 20, 3, true, 7, true, false, false),
  (2, 'coach', 'Coach', 999, 'month', 200, -1, true, 30, true, true, false),
  (3, 'champion', 'Champion', 7999, 'year', -1, -1, true, -1, true, true, true)
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "discount_codes" ("code", "description") VALUES ('JOEY100', 'Launch promotion: Coach free, Champion $9.99')
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
INSERT INTO "discount_code_prices" ("code_id", "tier_id", "price_cents")
SELECT "id", 2, 0 FROM "discount_codes" WHERE "code" = 'JOEY100'
UNION ALL
SELECT "id", 3, 999 FROM "discount_codes" WHERE "code" = 'JOEY100'
ON CONFLICT DO NOTHING;
