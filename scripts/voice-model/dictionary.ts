// The pronunciation dictionary for the domain language model (issue 4 §2): every vocabulary word
// with its CMU dictionary pronunciations, and generated ones for the words cmudict lacks
// ("deadlift", "kettlebell", "hiit", "burpee"). Generation tries, in order: a contraction written
// without its apostrophe ("thats" → that's), a respelling in known words or phones for names
// borrowed from other languages or brands, a suffix on a known word ("kayaked"), a compound of
// known words ("kettle bell"), letter names for abbreviations ("rdl"), and a small set of
// letter-to-sound rules as the last resort. The build lists every generated entry.

export type Pronunciations = ReadonlyMap<string, readonly string[]>;

export type How =
  'cmudict' | 'apostrophe' | 'respelled' | 'suffix' | 'compound' | 'letters' | 'rules';

export interface Generated {
  word: string;
  phones: string;
  how: How;
}

/** cmudict-en-us.dict text → word → pronunciations ("word(2)" lines are variants). */
export function parseCmudict(text: string): Map<string, string[]> {
  const dict = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const m = /^(\S+?)(?:\(\d+\))?\s+(.+?)\s*$/.exec(line);
    if (!m) continue;
    const word = m[1]!.toLowerCase();
    const phones = m[2]!.replace(/\s+#.*$/, '');
    const list = dict.get(word) ?? [];
    if (!list.includes(phones)) list.push(phones);
    dict.set(word, list);
  }
  return dict;
}

/**
 * Words whose spelling says little about their sound: a respelling in cmudict words, or phones
 * (upper case). Kept to names from other languages, brands and gym slang.
 */
export const RESPELLINGS: Readonly<Record<string, string>> = {
  hiit: 'hit', burpee: 'burr pee', burpy: 'burr pee', burpies: 'burr peas', pec: 'peck',
  glute: 'G L UW T', delt: 'D EH L T', erg: 'ER G', ergometer: 'ER G AA M AH T ER',
  flexor: 'F L EH K S ER', adductor: 'AH D AH K T ER', adduction: 'AH D AH K SH AH N',
  flyes: 'flies', futsal: 'F UH T S AA L', hatha: 'HH AH T AH', jiu: 'jew', jitsu: 'JH IH T S UW',
  krav: 'K R AA V', maga: 'M AA G AA', muay: 'M UW AY', namaskar: 'N AH M AH S K AA R',
  peloton: 'P EH L AH T AA N', pendlay: 'P EH N D L EY', plie: 'P L IY EY',
  qigong: 'CH IY G AO NG', surya: 'S UH R Y AH', tabata: 'T AH B AA T AH',
  vinyasa: 'V IH N Y AA S AH', zumba: 'Z UW M B AH', taichi: 'T AY CH IY', erm: 'ER M',
  ez: 'easy', wod: 'wad', fourty: 'forty', tbar: 'tee bar', salutation: 'S AE L Y AH T EY SH AH N',
  kilogramme: 'kilogram', kilogrammes: 'kilograms',
}; // prettier-ignore

/** Extra pronunciations for words cmudict has, where the fitness sense sounds different. */
export const EXTRA_PRONUNCIATIONS: Readonly<Record<string, string>> = {
  chi: 'CH IY', // tai chi (cmudict has the Greek letter)
  qi: 'CH IY',
};

/** Abbreviations said letter by letter even though they hold a vowel. */
const SPELLED = new Set(['hspu', 'ohp', 'mma', 'bjj', 'mtb', 'rdl', 'kb', 'db', 'xp']);

const LETTER_NAMES: Readonly<Record<string, string>> = {
  a: 'EY', b: 'B IY', c: 'S IY', d: 'D IY', e: 'IY', f: 'EH F', g: 'JH IY', h: 'EY CH', i: 'AY',
  j: 'JH EY', k: 'K EY', l: 'EH L', m: 'EH M', n: 'EH N', o: 'OW', p: 'P IY', q: 'K Y UW',
  r: 'AA R', s: 'EH S', t: 'T IY', u: 'Y UW', v: 'V IY', w: 'D AH B AH L Y UW', x: 'EH K S',
  y: 'W AY', z: 'Z IY',
}; // prettier-ignore

const VOICELESS = new Set(['P', 'T', 'K', 'F', 'TH']);
const SIBILANT = new Set(['S', 'Z', 'SH', 'ZH', 'CH', 'JH']);

/** The phones of a suffix after a stem ending in `last` (plural -s, past -ed, -ing, -er). */
function suffixPhones(suffix: string, last: string): string {
  switch (suffix) {
    case 's':
    case 'es':
      return SIBILANT.has(last) ? 'IH Z' : VOICELESS.has(last) ? 'S' : 'Z';
    case 'ed':
    case 'd':
      return last === 'T' || last === 'D' ? 'IH D' : VOICELESS.has(last) || last === 'S' || last === 'SH' || last === 'CH' ? 'T' : 'D';
    case 'ing':
      return 'IH NG';
    case 'er':
    case 'r':
      return 'ER';
    default:
      throw new Error(`unknown suffix ${suffix}`);
  }
} // prettier-ignore

const SUFFIXES: readonly [string, string[]][] = [
  ['ing', ['', 'e']],
  ['ed', ['', 'e']],
  ['d', ['']],
  ['es', ['']],
  ['s', ['']],
  ['er', ['', 'e']],
];

/** Greedy letter-to-sound rules, longest spelling first: rough, for the last resort only. */
const RULES: readonly [string, string][] = [
  ['tion', 'SH AH N'], ['sion', 'ZH AH N'], ['igh', 'AY'], ['tch', 'CH'], ['sch', 'S K'],
  ['ch', 'CH'], ['sh', 'SH'], ['th', 'TH'], ['ph', 'F'], ['ng', 'NG'], ['ck', 'K'], ['qu', 'K W'],
  ['wh', 'W'], ['ee', 'IY'], ['ea', 'IY'], ['oo', 'UW'], ['ou', 'AW'], ['ow', 'OW'], ['ai', 'EY'],
  ['ay', 'EY'], ['oi', 'OY'], ['oy', 'OY'], ['au', 'AO'], ['aw', 'AO'], ['ie', 'IY'], ['ey', 'IY'],
  ['ar', 'AA R'], ['er', 'ER'], ['ir', 'ER'], ['ur', 'ER'], ['or', 'AO R'], ['a', 'AE'],
  ['b', 'B'], ['c', 'K'], ['d', 'D'], ['e', 'EH'], ['f', 'F'], ['g', 'G'], ['h', 'HH'], ['i', 'IH'],
  ['j', 'JH'], ['k', 'K'], ['l', 'L'], ['m', 'M'], ['n', 'N'], ['o', 'AA'], ['p', 'P'], ['q', 'K'],
  ['r', 'R'], ['s', 'S'], ['t', 'T'], ['u', 'AH'], ['v', 'V'], ['w', 'W'], ['x', 'K S'], ['y', 'IY'],
  ['z', 'Z'],
]; // prettier-ignore

/** Letter-to-sound by the rules above; a final silent "e" is dropped and doubled letters merge. */
export function letterToSound(word: string): string {
  let w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length > 2 && w.endsWith('e') && !/[aeiou]e$/.test(w)) w = w.slice(0, -1);
  w = w.replace(/([bcdfgklmnprstvz])\1/g, '$1');
  const phones: string[] = [];
  for (let i = 0; i < w.length;) {
    const rule = RULES.find(([spelling]) => w.startsWith(spelling, i))!;
    if (i === 0 && rule[0] === 'y') phones.push('Y');
    else phones.push(rule[1]);
    i += rule[0].length;
  }
  return phones.join(' ');
}

export class Pronouncer {
  readonly generated: Generated[] = [];
  private readonly cache = new Map<string, string[] | null>();

  constructor(private readonly dict: Pronunciations) {}

  /** All pronunciations of a word, generating them when cmudict has none. */
  pronounce(word: string): string[] {
    const known = this.known(word, 0);
    if (known) {
      const extra = EXTRA_PRONUNCIATIONS[word];
      return extra && !known.includes(extra) ? [...known, extra] : known;
    }
    const phones = letterToSound(word);
    this.generated.push({ word, phones, how: 'rules' });
    return [phones];
  }

  /** Pronunciations from cmudict or composed from it; null when none can be composed. */
  private known(word: string, depth: number): string[] | null {
    if (this.cache.has(word)) return this.cache.get(word)!;
    this.cache.set(word, null); // guards against cycles while composing
    const result = this.compose(word, depth);
    this.cache.set(word, result);
    return result;
  }

  private record(word: string, phones: string[], how: How, depth: number): string[] {
    if (depth === 0) for (const p of phones) this.generated.push({ word, phones: p, how });
    return phones;
  }

  private compose(word: string, depth: number): string[] | null {
    const direct = this.dict.get(word);
    const contracted = this.contractions(word);
    if (direct) return [...direct, ...contracted.filter((p) => !direct.includes(p))];
    if (contracted.length > 0) return this.record(word, contracted, 'apostrophe', depth);

    const respelled = RESPELLINGS[word];
    if (respelled) {
      const phones = /^[A-Z ]+$/.test(respelled) ? respelled : this.phrase(respelled, depth);
      if (phones) return this.record(word, [phones], 'respelled', depth);
    }
    if (SPELLED.has(word) || (!/[aeiouy]/.test(word) && word.length <= 4)) {
      return this.record(word, [this.letters(word)], 'letters', depth);
    }
    for (const [suffix, restores] of SUFFIXES) {
      if (!word.endsWith(suffix) || word.length - suffix.length < 3) continue;
      const stem = word.slice(0, -suffix.length);
      // "-es" only after a hissing sound ("presses"); "glutes" is glute + s.
      if (suffix === 'es' && !/(s|x|z|ch|sh)$/.test(stem)) continue;
      // "squatted" ← squat, "planked" ← plank, "raised" ← raise.
      const doubled = /^(ed|ing|er)$/.test(suffix) && /([bdgklmnprt])\1$/.test(stem);
      const stems = doubled ? [stem.slice(0, -1)] : [];
      stems.push(...restores.map((r) => stem + r));
      for (const candidate of stems) {
        const base = this.known(candidate, depth + 1);
        if (!base) continue;
        const phones = base.map((b) => `${b} ${suffixPhones(suffix, b.split(' ').at(-1)!)}`);
        return this.record(word, phones, 'suffix', depth);
      }
    }
    const compound = this.compound(word, depth);
    if (compound) return this.record(word, [compound], 'compound', depth);
    return null;
  }

  /** "thats" → that's, "id" → i'd, "were" → we're: contractions written without apostrophes. */
  private contractions(word: string): string[] {
    const out: string[] = [];
    for (let cut = Math.max(1, word.length - 3); cut < word.length; cut++) {
      const withApostrophe = `${word.slice(0, cut)}'${word.slice(cut)}`;
      for (const p of this.dict.get(withApostrophe) ?? []) if (!out.includes(p)) out.push(p);
    }
    return out;
  }

  /** The first pronunciation of each word of a phrase, joined. */
  private phrase(text: string, depth: number): string | null {
    const parts = text.split(' ').map((w) => this.known(w, depth + 1)?.[0]);
    return parts.every(Boolean) ? parts.join(' ') : null;
  }

  private letters(word: string): string {
    return [...word]
      .map((l) => LETTER_NAMES[l] ?? '')
      .filter(Boolean)
      .join(' ');
  }

  /**
   * Two known words ("kettle bell"), or a known word and a composed one ("hyper extensions"):
   * parts of at least two letters, the most even split first.
   */
  private compound(word: string, depth: number): string | null {
    if (depth > 2 || word.length < 5) return null;
    const cuts = Array.from({ length: word.length - 3 }, (_, i) => i + 2).sort(
      (a, b) => Math.abs(word.length / 2 - a) - Math.abs(word.length / 2 - b),
    );
    for (const direct of [true, false]) {
      for (const cut of cuts) {
        const head = this.dict.get(word.slice(0, cut))?.[0];
        if (!head) continue;
        const rest = word.slice(cut);
        const tail = direct ? this.dict.get(rest)?.[0] : this.known(rest, depth + 1)?.[0];
        if (tail) return `${head} ${tail}`;
      }
    }
    return null;
  }
}

export interface BuiltDictionary {
  /** pocketsphinx dictionary text: "word PH ONES", variants as "word(2) …". */
  text: string;
  generated: Generated[];
}

/** The dictionary for these words, sorted, each with all its pronunciations. */
export function buildDictionary(words: Iterable<string>, dict: Pronunciations): BuiltDictionary {
  const pronouncer = new Pronouncer(dict);
  const lines: string[] = [];
  for (const word of [...new Set(words)].sort()) {
    pronouncer.pronounce(word).forEach((phones, i) => {
      lines.push(`${i === 0 ? word : `${word}(${i + 1})`} ${phones}`);
    });
  }
  return { text: `${lines.join('\n')}\n`, generated: pronouncer.generated };
}
