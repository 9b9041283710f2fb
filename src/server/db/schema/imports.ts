import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ImportSource, ImportStatus } from '../../../shared/schemas/imports';
import { users } from './users';

/**
 * One import of another app's history (issue 29). Every row it adds (workouts, weigh-ins,
 * routines, goals) names it, so Undo deletes exactly those rows (ON DELETE CASCADE) and nothing
 * logged in the app. Its counts are written as each batch commits, so an interrupted import
 * shows what it holds; importing the file again adds only what is missing (decision 028).
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: varchar('source', { length: 20 }).$type<ImportSource>().notNull(),
    fileName: varchar('file_name', { length: 200 }),
    /** 'running' until its last batch commits; one left 'running' was interrupted. */
    status: varchar('status', { length: 12 }).$type<ImportStatus>().notNull().default('running'),
    workouts: integer('workouts').notNull().default(0),
    exercises: integer('exercises').notNull().default(0),
    sets: integer('sets').notNull().default(0),
    duplicates: integer('duplicates').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    /** The first and last day of the history it added (the days as the file gives them). */
    fromDay: date('from_day'),
    toDay: date('to_day'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('imports_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Personal access tokens (issue 29 §8): `Authorization: Bearer <token>` acts as the owner on
 * /api. Only a hash is stored (the token has 256 random bits, so SHA-256 is enough, as for
 * sessions); the secret is shown once, when made.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /** The token's first characters, so a person can tell their tokens apart in a list. */
    hint: varchar('hint', { length: 16 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once an hour per token, so reads stay reads. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    index('api_tokens_user_idx').on(t.userId, t.createdAt),
    check('api_tokens_hash_length', sql`length(${t.tokenHash}) = 64`),
  ],
);
