// A trigram language model for pocketsphinx (issue 4 §2), estimated from generated command
// sentences with interpolated Kneser–Ney smoothing and written in ARPA backoff form.
//
// Interpolated Kneser–Ney (Chen & Goodman 1998, one discount per order):
//   p(w | h) = max(c(h w) − D, 0) / c(h •) + γ(h) · p(w | h'),   γ(h) = D · N1+(h •) / c(h •)
// where h' is h without its first word, c is the raw count at the highest order and the
// continuation count N1+(• g) below it (n-grams that start with <s> keep their raw count: nothing
// can stand before them). The lowest order interpolates with the uniform distribution over the
// whole vocabulary, so every word the interpreter knows keeps some probability even if the
// generated sentences never used it.
//
// In ARPA form every n-gram seen in training is listed with its interpolated probability, and
// every listed history h carries the backoff weight γ(h): for an unlisted word, p(w | h) =
// γ(h) · p(w | h'), which is exactly the interpolated formula when c(h w) = 0. So the file is the
// interpolated model, and each history's probabilities sum to one (tested).

export const BOS = '<s>';
export const EOS = '</s>';

export interface NgramEntry {
  /** log10 p(w | h) */
  logProb: number;
  /** log10 γ(h w), present when the n-gram is the history of a longer one. */
  backoff?: number;
}

export interface LanguageModel {
  order: number;
  /** Per order (index 0 = unigrams): n-gram words joined by one space → entry. */
  grams: Map<string, NgramEntry>[];
}

export interface EstimateOptions {
  order?: number;
  /** Words that must be in the model even when no sentence uses them. */
  vocabulary?: readonly string[];
}

/** Discount of one order from its counts of counts: D = n1 / (n1 + 2 n2), kept inside (0, 1). */
export function discountFor(counts: Iterable<number>): number {
  let n1 = 0;
  let n2 = 0;
  for (const c of counts) {
    if (c === 1) n1++;
    else if (c === 2) n2++;
  }
  if (n1 === 0 || n2 === 0) return 0.5;
  return Math.min(0.9, Math.max(0.1, n1 / (n1 + 2 * n2)));
}

const key = (words: readonly string[]) => words.join(' ');

/** Interpolated Kneser–Ney estimate of an n-gram model from tokenised sentences. */
export function estimate(
  sentences: readonly (readonly string[])[],
  options: EstimateOptions = {},
): LanguageModel {
  const order = options.order ?? 3;
  if (order < 1) throw new RangeError('order must be at least 1');

  // Raw counts of every order.
  const raw: Map<string, number>[] = Array.from({ length: order }, () => new Map());
  for (const s of sentences) {
    const tokens = [BOS, ...s, EOS];
    for (let n = 1; n <= order; n++) {
      const table = raw[n - 1]!;
      for (let i = 0; i + n <= tokens.length; i++) {
        const g = tokens.slice(i, i + n);
        // A unigram <s> is never predicted; it only opens histories.
        if (n === 1 && g[0] === BOS) continue;
        const k = key(g);
        table.set(k, (table.get(k) ?? 0) + 1);
      }
    }
  }

  // Kneser–Ney counts: raw at the top order, continuation counts below (raw after <s>).
  const counts: Map<string, number>[] = raw.map(() => new Map());
  counts[order - 1] = raw[order - 1]!;
  for (let n = order - 1; n >= 1; n--) {
    const table = counts[n - 1]!;
    for (const [g, c] of raw[n - 1]!) if (g.startsWith(`${BOS} `)) table.set(g, c);
    for (const longer of raw[n]!.keys()) {
      const suffix = longer.slice(longer.indexOf(' ') + 1);
      if (suffix.startsWith(`${BOS} `) || suffix === BOS) continue;
      table.set(suffix, (table.get(suffix) ?? 0) + 1);
    }
  }

  // The predicted vocabulary: every word seen or given, and </s>; never <s>.
  const vocab = new Set<string>([EOS]);
  for (const w of options.vocabulary ?? []) vocab.add(w);
  for (const g of counts[0]!.keys()) vocab.add(g);
  vocab.delete(BOS);

  const discounts = counts.map((t) => discountFor(t.values()));

  // Per history: total count and number of distinct continuations.
  const histories: Map<string, { total: number; types: number }>[] = counts.map(() => new Map());
  for (let n = 1; n <= order; n++) {
    const table = histories[n - 1]!;
    for (const [g, c] of counts[n - 1]!) {
      const h = n === 1 ? '' : g.slice(0, g.lastIndexOf(' '));
      const entry = table.get(h) ?? { total: 0, types: 0 };
      entry.total += c;
      entry.types += 1;
      table.set(h, entry);
    }
  }
  const gamma = (n: number, h: string) => {
    const e = histories[n - 1]!.get(h);
    return e ? (discounts[n - 1]! * e.types) / e.total : 1;
  };

  // Interpolated probabilities, lowest order first so each order can use the one below.
  const probs: Map<string, number>[] = counts.map(() => new Map());
  const uniform = 1 / vocab.size;
  const uni = histories[0]!.get('') ?? { total: 0, types: 0 };
  for (const w of vocab) {
    const c = counts[0]!.get(w) ?? 0;
    const p =
      uni.total > 0 ? Math.max(c - discounts[0]!, 0) / uni.total + gamma(1, '') * uniform : uniform;
    probs[0]!.set(w, p);
  }
  const lower = (n: number, g: string): number => {
    // p(w | h') for the n-gram g of order n: drop its first word.
    const shorter = g.slice(g.indexOf(' ') + 1);
    if (n - 1 === 1) return probs[0]!.get(shorter)!;
    const listed = probs[n - 2]!.get(shorter);
    if (listed !== undefined) return listed;
    const h = shorter.slice(0, shorter.lastIndexOf(' '));
    return gamma(n - 1, h) * lower(n - 1, shorter);
  };
  for (let n = 2; n <= order; n++) {
    const d = discounts[n - 1]!;
    for (const [g, c] of counts[n - 1]!) {
      const h = g.slice(0, g.lastIndexOf(' '));
      const { total } = histories[n - 1]!.get(h)!;
      probs[n - 1]!.set(g, Math.max(c - d, 0) / total + gamma(n, h) * lower(n, g));
    }
  }

  // ARPA entries: every listed n-gram; backoff weights on those that are histories.
  const grams: Map<string, NgramEntry>[] = probs.map(() => new Map());
  grams[0]!.set(BOS, { logProb: -99 });
  for (let n = 1; n <= order; n++) {
    for (const [g, p] of probs[n - 1]!) grams[n - 1]!.set(g, { logProb: Math.log10(p) });
  }
  for (let n = 2; n <= order; n++) {
    for (const h of histories[n - 1]!.keys()) {
      const entry = grams[n - 2]!.get(h);
      if (entry) entry.backoff = Math.log10(gamma(n, h));
    }
  }
  return { order, grams };
}

const fmt = (x: number) => (x <= -99 ? '-99' : x.toFixed(6));

/** The model as ARPA text (the format pocketsphinx and sphinx_lm_convert read). */
export function toArpa(model: LanguageModel): string {
  const lines = ['\\data\\'];
  model.grams.forEach((t, i) => lines.push(`ngram ${i + 1}=${t.size}`));
  model.grams.forEach((t, i) => {
    lines.push('', `\\${i + 1}-grams:`);
    const sorted = [...t.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    for (const [g, e] of sorted) {
      const bow = e.backoff !== undefined ? `\t${fmt(e.backoff)}` : '';
      lines.push(`${fmt(e.logProb)}\t${g}${bow}`);
    }
  });
  lines.push('', '\\end\\', '');
  return lines.join('\n');
}

/** Reads ARPA text back (for tests and for checking a written file). */
export function parseArpa(text: string): LanguageModel {
  const grams: Map<string, NgramEntry>[] = [];
  let current: Map<string, NgramEntry> | null = null;
  for (const line of text.split('\n')) {
    const section = /^\\(\d+)-grams:$/.exec(line);
    if (section) {
      current = new Map();
      grams[Number(section[1]) - 1] = current;
      continue;
    }
    if (!current || !line.trim() || line.startsWith('\\')) continue;
    const parts = line.split('\t');
    const entry: NgramEntry = { logProb: Number(parts[0]) };
    if (parts[2] !== undefined) entry.backoff = Number(parts[2]);
    current.set(parts[1]!, entry);
  }
  return { order: grams.length, grams };
}

/** p(word | history) by ARPA backoff: the longest listed n-gram, times the skipped backoffs. */
export function probability(
  model: LanguageModel,
  history: readonly string[],
  word: string,
): number {
  const h = history.slice(Math.max(0, history.length - (model.order - 1)));
  let logBackoff = 0;
  for (let start = 0; start <= h.length; start++) {
    const ctx = h.slice(start);
    const listed = model.grams[ctx.length]?.get(key([...ctx, word]));
    if (listed) return 10 ** (listed.logProb + logBackoff);
    if (ctx.length > 0) logBackoff += model.grams[ctx.length - 1]!.get(key(ctx))?.backoff ?? 0;
  }
  return 0;
}

/** Perplexity of sentences under the model (the build prints it for held-out sentences). */
export function perplexity(
  model: LanguageModel,
  sentences: readonly (readonly string[])[],
): number {
  let logSum = 0;
  let n = 0;
  for (const s of sentences) {
    const tokens = [BOS, ...s, EOS];
    for (let i = 1; i < tokens.length; i++) {
      logSum += Math.log10(Math.max(probability(model, tokens.slice(0, i), tokens[i]!), 1e-99));
      n++;
    }
  }
  return 10 ** (-logSum / Math.max(n, 1));
}
