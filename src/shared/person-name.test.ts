import { describe, expect, it } from 'vitest';
import { userName } from './display-name';
import { hasUnshowable, showableName } from './person-name';
import { registerBody } from './schemas/auth';
import { leaderboardSettingsBody } from './schemas/progression';
import { profileBody } from './schemas/users';

/** Names that could pass for someone else's, or draw nothing (issue 25 §8). */
const REFUSED: [string, string][] = [
  ['right-to-left override', '\u202Enimda'],
  ['left-to-right embedding', 'Ann\u202A Lee'],
  ['pop directional formatting', 'Ann Lee\u202C'],
  ['right-to-left isolate', '\u2067Ann Lee'],
  ['pop directional isolate', 'Ann Lee\u2069'],
  ['left-to-right mark', 'Ann\u200E Lee'],
  ['right-to-left mark', 'Ann\u200F Lee'],
  ['Arabic letter mark', 'Ann\u061C Lee'],
  ['zero-width space', 'Ann\u200BLee'],
  ['zero-width non-joiner', 'Ann\u200CLee'],
  ['zero-width joiner', 'Ann\u200DLee'],
  ['word joiner', 'Ann\u2060Lee'],
  ['byte-order mark inside', 'Ann\uFEFFLee'],
  ['soft hyphen (Cf)', 'Ann\u00ADLee'],
  ['tag character (Cf)', 'Ann\u{E0041}Lee'],
  ['C0 control', 'Ann\u0007Lee'],
  ['tab', 'Ann\tLee'],
  ['newline', 'Ann\nLee'],
  ['DEL', 'Ann\u007FLee'],
  ['C1 control', 'Ann\u0085Lee'],
  ['line separator', 'Ann\u2028Lee'],
  ['private use', 'Ann\uE000Lee'],
  ['lone surrogate', 'Ann\uD800Lee'],
  ['Hangul filler', '\u3164\u3164'],
  ['braille blank', 'Ann\u2800'],
  ['combining grapheme joiner', 'Ann\u034FLee'],
];

/** Input → what is kept: NFKC, spaces collapsed, trimmed. */
const KEPT: [string, string, string][] = [
  ['full-width letters become ASCII', '\uFF21\uFF4E\uFF4E \uFF2C\uFF45\uFF45', 'Ann Lee'],
  ['a ligature becomes its letters', '\uFB01nn', 'finn'],
  ['odd spaces become one space', 'Ann\u00A0\u3000 Lee', 'Ann Lee'],
  ['composed accents stay composed', 'Zoe\u0301', 'Zoé'],
  ['trimmed', '  Ann Lee  ', 'Ann Lee'],
  ['non-Latin scripts', 'Анна Ли', 'Анна Ли'],
  ['right-to-left script without controls', 'שרה', 'שרה'],
  ['an emoji with its variation selector', 'Ann \u2764\uFE0F', 'Ann \u2764\uFE0F'],
  ['a country flag', 'Ann \u{1F1EE}\u{1F1EA}', 'Ann \u{1F1EE}\u{1F1EA}'],
];

describe('person names (issue 25 §8)', () => {
  const contracts = [
    ['register firstName', (v: string) => registerBody.safeParse({ username: 'ann', password: 'long enough pw', firstName: v }), 'firstName'], // prettier-ignore
    ['register lastName', (v: string) => registerBody.safeParse({ username: 'ann', password: 'long enough pw', lastName: v }), 'lastName'], // prettier-ignore
    ['profile displayName', (v: string) => profileBody.safeParse({ displayName: v }), 'displayName'], // prettier-ignore
    ['leaderboard displayName', (v: string) => leaderboardSettingsBody.safeParse({ displayName: v }), 'displayName'], // prettier-ignore
  ] as const;

  describe.each(contracts)('%s', (_, parse, field) => {
    it.each(REFUSED)('refuses a %s', (_, name) => {
      const parsed = parse(name);
      expect(parsed.success).toBe(false);
      expect(parsed.error!.issues[0]).toMatchObject({
        path: [field],
        message: 'must not contain control, invisible or text-direction characters',
      });
    });

    it.each(KEPT)('keeps %s', (_, name, kept) => {
      const parsed = parse(name);
      expect(parsed.success).toBe(true);
      expect((parsed.data as Record<string, unknown>)[field]).toBe(kept);
    });
  });

  it('measures a display name after NFKC and trimming', () => {
    expect(profileBody.safeParse({ displayName: ' \uFF21 ' }).error?.issues[0]?.message).toBe(
      'must be at least 2 characters',
    );
    // U+FDFA is one character that NFKC spells out in 18.
    expect(
      profileBody.safeParse({ displayName: '\uFDFA'.repeat(3) }).error?.issues[0]?.message,
    ).toBe('must be at most 50 characters');
    expect(profileBody.parse({ displayName: '   ' })).toEqual({ displayName: null });
  });

  it.each(REFUSED)('hasUnshowable finds a %s', (_, name) => {
    expect(hasUnshowable(name.normalize('NFKC'))).toBe(true);
  });

  it.each(KEPT)('hasUnshowable passes %s', (_, name) => {
    expect(hasUnshowable(name.normalize('NFKC'))).toBe(false);
  });

  it.each([
    ['\u202Enimda', 'nimda'],
    ['Ann\u200B\u200DLee', 'AnnLee'],
    ['Ann\tLee', 'AnnLee'],
    ['\uFF21\uFF4E\uFF4E  Lee\u2069', 'Ann Lee'],
    ['\u3164\u200B', ''],
  ])('a name stored before the rule is shown cleaned: %j → %j', (stored, shown) => {
    expect(showableName(stored)).toBe(shown);
  });

  it('every shown name is cleaned: boards, shares, header and profile', () => {
    expect(userName({ displayName: '\u202Enimda' }, 'others')).toBe('nimda');
    expect(userName({ displayName: '\u200B\u200D', firstName: 'Ann\u2066' })).toBe('Ann');
    expect(userName({ displayName: '\u3164', username: 'ann' })).toBe('ann');
  });
});
