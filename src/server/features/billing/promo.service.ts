// Promo codes (issue 13, SPEC §3, §9): codes live in the database with a validity window, a use
// limit and one use per user. Validation answers SPEC §3's {valid, message, discountedPrice};
// a use is taken in the transaction that grants the plan, by one statement that checks the
// limit, so two buyers cannot both take a code's last use and a user cannot use one twice.
import { and, eq, sql } from 'drizzle-orm';
import { formatPrice } from '../../../shared/pricing';
import type { DiscountValidation, Tier } from '../../../shared/schemas/billing';
import type { Db, Tx } from '../../db/client';
import { discountCodePrices, discountCodes, discountCodeUses } from '../../db/schema';
import { badRequest, conflict } from '../../plugins/errors';

type Reader = Db | Tx;

export interface CodeCheck {
  ok: boolean;
  message: string;
  codeId: string | null;
  price: number | null;
}

const PER = { none: '', month: ' a month', year: ' a year' } as const;

/** Whether `code` gives this user a price on `tier`, and the words to say so. */
export async function checkCode(
  db: Reader,
  userId: string,
  code: string,
  tier: Tier,
  now = new Date(),
): Promise<CodeCheck> {
  const no = (message: string, codeId: string | null = null): CodeCheck => ({
    ok: false,
    message,
    codeId,
    price: null,
  });
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
  if (!row || !row.active) return no(`${code} is not a valid discount code.`);
  if (row.startsAt && row.startsAt > now) return no(`${code} is not active yet.`);
  if (row.expiresAt && row.expiresAt <= now) return no(`${code} has expired.`);
  if (row.maxUses !== null && row.usesCount >= row.maxUses)
    return no(`${code} has been used as many times as it can be.`);
  const [used] = await db
    .select({ id: discountCodeUses.id })
    .from(discountCodeUses)
    .where(and(eq(discountCodeUses.codeId, row.id), eq(discountCodeUses.userId, userId)));
  if (used) return no(`You have already used ${code}.`, row.id);
  const [price] = await db
    .select({ cents: discountCodePrices.priceCents })
    .from(discountCodePrices)
    .where(and(eq(discountCodePrices.codeId, row.id), eq(discountCodePrices.tierId, tier.id)));
  if (!price) return no(`${code} does not apply to the ${tier.displayName} plan.`, row.id);
  const was = tier.price > price.cents ? ` instead of ${formatPrice(tier.price)}` : '';
  return {
    ok: true,
    message: `${code} applied: ${tier.displayName} for ${formatPrice(price.cents)}${price.cents ? PER[tier.billingPeriod] : ''}${was}.`,
    codeId: row.id,
    price: price.cents,
  };
}

export async function validateCode(
  db: Reader,
  userId: string,
  code: string,
  tier: Tier,
  now = new Date(),
): Promise<DiscountValidation> {
  const c = await checkCode(db, userId, code, tier, now);
  return { valid: c.ok, message: c.message, discountedPrice: c.price };
}

export interface CodeUse {
  userId: string;
  code: string;
  tier: Tier;
  provider: string;
  /** The provider's subscription, so an abandoned checkout can give the use back. */
  providerRef: string | null;
  now?: Date;
}

/**
 * Takes one use of the code for this user and answers the price it gives, or refuses (400 when
 * the code does not apply, 409 when its last use or this user's one use is already taken).
 */
export async function takeCodeUse(tx: Tx, use: CodeUse): Promise<number> {
  const check = await checkCode(tx, use.userId, use.code, use.tier, use.now);
  if (!check.ok || check.price === null) throw badRequest(check.message);
  const counted = await tx
    .update(discountCodes)
    .set({ usesCount: sql`${discountCodes.usesCount} + 1` })
    .where(
      and(
        eq(discountCodes.id, check.codeId!),
        sql`(${discountCodes.maxUses} is null or ${discountCodes.usesCount} < ${discountCodes.maxUses})`,
      ),
    )
    .returning({ id: discountCodes.id });
  if (counted.length === 0) throw conflict(`${use.code} has been used as many times as it can be.`);
  const taken = await tx
    .insert(discountCodeUses)
    .values({
      codeId: check.codeId!,
      userId: use.userId,
      tierId: use.tier.id,
      originalPriceCents: use.tier.price,
      discountedPriceCents: check.price,
      provider: use.provider,
      providerRef: use.providerRef,
    })
    .onConflictDoNothing()
    .returning({ id: discountCodeUses.id });
  if (taken.length === 0) throw conflict(`You have already used ${use.code}.`);
  return check.price;
}

/** Files a use taken under a placeholder reference under the provider's subscription. */
export async function moveCodeUse(db: Reader, from: string, to: string): Promise<void> {
  await db
    .update(discountCodeUses)
    .set({ providerRef: to })
    .where(eq(discountCodeUses.providerRef, from));
}

/** Gives back the use taken for a checkout that was never paid. */
export async function returnCodeUse(tx: Tx, providerRef: string): Promise<void> {
  const gone = await tx
    .delete(discountCodeUses)
    .where(eq(discountCodeUses.providerRef, providerRef))
    .returning({ codeId: discountCodeUses.codeId });
  for (const { codeId } of gone) {
    await tx
      .update(discountCodes)
      .set({ usesCount: sql`greatest(${discountCodes.usesCount} - 1, 0)` })
      .where(eq(discountCodes.id, codeId));
  }
}
