// A tiny template language for the paraphrase generators, so each way of asking is one readable
// line instead of nested picks: `{a|b}` chooses one, `[x]` may be left out (`[a|b]`: a choice
// that may be), `$name` is a slot filled from a word class or a function. "how {is|s} my $record
// [going]" stands for dozens of sentences. Expansion draws only from the given seeded generator,
// so output is reproducible.

export type Rng = () => number;
/** A word class (each entry itself a template) or a function that says something. */
export type Slot = readonly string[] | ((rng: Rng) => string);
export type Slots = Readonly<Record<string, Slot>>;

type Node = string | { alt: Node[][] } | { opt: Node[] } | { slot: string };

export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;

const SPECIAL = /[{}[\]|$]/;

/** Parses up to (not including) one of `stops`; returns the nodes and where it stopped. */
function parseSeq(src: string, at: number, stops: string): [Node[], number] {
  const nodes: Node[] = [];
  let i = at;
  while (i < src.length && !stops.includes(src[i]!)) {
    const c = src[i]!;
    if (c === '{' || c === '[') {
      // "[a|b]" is "{a|b}" that may be left out.
      const close = c === '{' ? '}' : ']';
      const options: Node[][] = [];
      let j = i + 1;
      for (;;) {
        const [seq, end] = parseSeq(src, j, `|${close}`);
        if (end >= src.length) throw new Error(`unbalanced template: ${src}`);
        options.push(seq);
        j = end + 1;
        if (src[end] === close) break;
      }
      const alt: Node = { alt: options };
      nodes.push(c === '{' ? alt : { opt: [alt] });
      i = j;
    } else if (c === '$') {
      const name = /^\$(\w+)/.exec(src.slice(i))![1]!;
      nodes.push({ slot: name });
      i += name.length + 1;
    } else {
      let j = i;
      while (j < src.length && !SPECIAL.test(src[j]!)) j++;
      if (j === i) throw new Error(`stray '${c}' in template: ${src}`);
      nodes.push(src.slice(i, j));
      i = j;
    }
  }
  return [nodes, i];
}

const compiled = new Map<string, Node[]>();
function compile(template: string): Node[] {
  let nodes = compiled.get(template);
  if (!nodes) {
    const [seq, end] = parseSeq(template, 0, '');
    if (end !== template.length) throw new Error(`unbalanced template: ${template}`);
    nodes = seq;
    compiled.set(template, nodes);
  }
  return nodes;
}

function expandNodes(nodes: readonly Node[], rng: Rng, slots: Slots): string {
  let out = '';
  for (const n of nodes) {
    if (typeof n === 'string') out += n;
    else if ('alt' in n) out += expandNodes(pick(rng, n.alt), rng, slots);
    else if ('opt' in n) out += rng() < 0.5 ? expandNodes(n.opt, rng, slots) : '';
    else {
      const slot = slots[n.slot];
      if (!slot) throw new Error(`unknown slot $${n.slot}`);
      out += typeof slot === 'function' ? slot(rng) : expand(pick(rng, slot), rng, slots);
    }
  }
  return out;
}

/** One sentence from a template, spaces tidied. */
export function expand(template: string, rng: Rng, slots: Slots): string {
  return expandNodes(compile(template), rng, slots).replace(/\s+/g, ' ').trim();
}
