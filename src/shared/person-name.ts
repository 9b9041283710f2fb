/**
 * What a person's name shown to others may hold (issue 25 §8), so one user cannot pass for
 * another on a board or a share page: no controls (Cc, C0 and C1), no format characters (Cf:
 * bidi embeddings, overrides, isolates and marks, zero-width spaces and joiners, the word joiner,
 * the BOM, tag characters, soft hyphens), no private-use characters or lone surrogates, no line
 * or paragraph separators, and none of the letters that draw nothing (the combining grapheme
 * joiner, Khmer inherent vowels, Hangul fillers, the braille blank). Variation selectors stay:
 * they only pick how an emoji is drawn. The price of refusing all of Cf is that emoji built with
 * a zero-width joiner (families, professions) or tags (the flags of England, Scotland, Wales)
 * cannot be in a name; single emoji and country flags can (decision 024).
 */
// The three combining marks stand apart from the class, which would read each as joined to the
// character before it.
const unshowable =
  /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}\u115F\u1160\u2800\u3164\uFFA0]|\u034F|\u17B4|\u17B5/u;
const everyUnshowable = new RegExp(unshowable.source, 'gu');

/** Whether `name` holds a character a shown name may not (checked after NFKC). */
export const hasUnshowable = (name: string) => unshowable.test(name);

/** Each run of spaces one space, trimmed (after the check: the BOM is a space to `\s`). */
export const collapseSpaces = (name: string) => name.replace(/\s+/gu, ' ').trim();

/**
 * A stored or provider-given name made safe to show: NFKC, with what the contract would refuse
 * dropped (names saved before the rule, and names from a sign-in provider).
 */
export const showableName = (name: string) =>
  collapseSpaces(name.normalize('NFKC').replace(everyUnshowable, ''));
