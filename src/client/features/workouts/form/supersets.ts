/**
 * Supersets in the form (issue 27 §2): exercises done alternately share a small group number.
 * The form only ever joins an exercise to the next one, so a group is a run of neighbours; the
 * numbers are worked out again from those runs after every change (1, 2, … in order, a run of
 * one is no superset), so no edit leaves a lone or out-of-range group behind.
 */
import { supersetGroups } from '@client/lib/supersets';

type Grouped = { supersetGroup: number | null };

/** Whether exercise `i` is in the same superset as the one after it. */
const linkedToNext = (list: readonly Grouped[], i: number) => {
  const a = list[i]?.supersetGroup;
  return a != null && a === list[i + 1]?.supersetGroup;
};

/** Group numbers from links between neighbours (supersetGroups); unchanged exercises kept. */
function groupsFromLinks<T extends Grouped>(list: readonly T[], links: boolean[]): T[] {
  const groups = supersetGroups(links);
  return list.map((e, i) =>
    e.supersetGroup === groups[i] ? e : { ...e, supersetGroup: groups[i] ?? null },
  );
}

const linksOf = (list: readonly Grouped[]) => list.map((_, i) => linkedToNext(list, i));

/** The groups renumbered from their runs (after an exercise is added or removed). */
export const normalizeSupersets = <T extends Grouped>(list: readonly T[]): T[] =>
  groupsFromLinks(list, linksOf(list));

/**
 * Exercise `index` joined to the next one (`join`), or taken out of its superset. Runs of two or
 * more never outnumber half the exercises, so 40 exercises stay within the API's 20 groups.
 */
export function withSuperset<T extends Grouped>(
  list: readonly T[],
  index: number,
  join: boolean,
): T[] {
  const links = linksOf(list);
  if (join) {
    if (index < 0 || index >= list.length - 1) return [...list];
    links[index] = true;
  } else {
    links[index] = false;
    if (index > 0) links[index - 1] = false;
  }
  return groupsFromLinks(list, links);
}

/** "Superset A", "Superset B"… for a group number, as the card's marker reads it. */
export const supersetLabel = (group: number) =>
  `Superset ${String.fromCharCode(64 + Math.min(group, 26))}`;

/** Whether exercise `index` can be joined to the next one: there is a next, not already joined. */
export const canJoinNext = (list: readonly Grouped[], index: number) =>
  index < list.length - 1 && !linkedToNext(list, index);
