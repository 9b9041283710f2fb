// Superset numbering (issue 27 §2), shared by the workout form and the routine editor: both only
// ever join an exercise to the next one, so a group is a run of linked neighbours.

/**
 * Each exercise's superset group from the links between neighbours: every run of two or more
 * linked exercises gets the next number (1, 2, …); an exercise on its own gets null. The last
 * exercise's link has nothing to join, so it is ignored.
 */
export function supersetGroups(links: readonly boolean[]): (number | null)[] {
  let group = 0;
  return links.map((_, i) => {
    const toNext = links[i] === true && i < links.length - 1;
    const fromPrevious = i > 0 && links[i - 1] === true;
    if (!toNext && !fromPrevious) return null;
    if (!fromPrevious) group += 1;
    return group;
  });
}
