import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { sqlRows } from '../../src/server/db/prepared';
import { settleAll } from '../../src/server/features/progression/progression.service';

/**
 * What must hold in a database after a fault (a killed process, a full disk), whichever the
 * driver: every table and B-tree index passes PostgreSQL's own checker (amcheck), and the
 * progression's derived state agrees with its sources — each user's stored total is the sum of
 * their XP ledger, the ledger is what the rules give for the workouts that exist (settling
 * everything again appends nothing), and the boards' counts are those of the stored scores.
 * Answers the problems found, worded for a failure message; none when all is well.
 *
 * It writes (the amcheck extension, and a settle that must change nothing): run it on a database
 * the test throws away. The caller loads amcheck into PGlite (`extensions: { amcheck }`).
 */
export async function consistencyProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  await db.execute(sql`create extension if not exists amcheck`);

  // Heap pages and tuples of every table, then every B-tree index against its table's rows.
  const heap = await sqlRows<{ rel: string; msg: string }>(
    db,
    sql`select c.relname as rel, v.msg
          from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          cross join lateral verify_heapam(c.oid, check_toast => true) v
         where n.nspname = 'public' and c.relkind = 'r'`,
  );
  problems.push(...heap.map((h) => `table ${h.rel}: ${h.msg}`));
  const indexes = await sqlRows<{ name: string }>(
    db,
    sql`select c.relname as name
          from pg_index i
          join pg_class c on c.oid = i.indexrelid
          join pg_am a on a.oid = c.relam
          join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and a.amname = 'btree' and i.indisvalid`,
  );
  for (const { name } of indexes) {
    try {
      await db.execute(sql`select bt_index_check(${name}::regclass, true)`);
    } catch (err) {
      problems.push(`index ${name}: ${(err as Error).cause ?? (err as Error).message}`);
    }
  }

  const totals = await sqlRows<{ user_id: string; ledger: number; stored: number }>(
    db,
    sql`select u.id as user_id, coalesce(x.sum, 0)::int as ledger,
               coalesce(e.total_xp, 0)::int as stored
          from users u
          left join (select user_id, sum(amount) as sum from xp_events group by user_id) x
            on x.user_id = u.id
          left join leaderboard_entries e on e.user_id = u.id
         where coalesce(x.sum, 0) <> coalesce(e.total_xp, 0)`,
  );
  problems.push(
    ...totals.map((t) => `user ${t.user_id}: ledger sums to ${t.ledger}, total is ${t.stored}`),
  );

  const orphans = await sqlRows<{ source_id: string; amount: number }>(
    db,
    sql`select x.source_id, sum(x.amount)::int as amount
          from xp_events x
         where x.reason = 'workout'
           and not exists (select 1 from workouts w where w.id = x.source_id)
         group by x.source_id
        having sum(x.amount) <> 0`,
  );
  problems.push(
    ...orphans.map((o) => `XP ${o.amount} held for workout ${o.source_id}, which does not exist`),
  );

  const count = async () =>
    (await sqlRows<{ n: number }>(db, sql`select count(*)::int as n from xp_events`))[0]!.n;
  const before = await count();
  await settleAll(db);
  const appended = (await count()) - before;
  if (appended !== 0) {
    problems.push(`the ledger was not what the rules give: settling appended ${appended} events`);
  }

  // The XP and streak boards' counts (decision 017): visible users per score, at three widths.
  const counts = await sqlRows<{ board: number; tier: number; key: number; n: number }>(
    db,
    sql`with scores as (
          select 1 as board, total_xp as score from leaderboard_entries
           where visible and total_xp > 0
          union all
          select 3, longest_streak from leaderboard_entries where visible and longest_streak > 0),
        expected as (
          select board, tier, score >> (8 * tier) as key, count(*)::int as n
            from scores cross join generate_series(0, 2) tier
           group by 1, 2, 3),
        stored as (select board, tier, key, n from leaderboard_counts where board in (1, 3) and n <> 0)
        (select board, tier, key, n from expected except select board, tier, key, n from stored)
        union
        (select board, tier, key, n from stored except select board, tier, key, n from expected)`,
  );
  problems.push(
    ...counts.map((c) => `board ${c.board} tier ${c.tier} key ${c.key}: count ${c.n} differs`),
  );
  return problems;
}
