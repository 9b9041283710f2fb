// What a language model may say to a user (issue 25 §3). Every text a model writes (a coach's
// line, a plan's description and whys) passes `modelTextProblem` before anyone sees or hears it;
// a text with a problem is replaced by the offline one. The rules are deliberately blunt: a false
// alarm costs one offline line, a miss could send a user to a phishing page or tell someone with
// a heart condition to keep going through chest pain. Safe advice phrased as a negation ("never
// hold your breath", "don't ignore chest pain") passes; anything else that names the unsafe
// advice is refused, even when it meant well.

export type ModelTextRuleId =
  'length' | 'control' | 'link' | 'email' | 'markup' | 'formatting' | 'unsafe';

/**
 * The longest text the rules read: far more than any text the app asks a model for (a coach's
 * line, a plan's description), and short enough that no rule's search is ever slow.
 */
export const MODEL_TEXT_MAX = 4000;

interface ModelTextRule {
  id: ModelTextRuleId;
  /** Said in the server's log when a text is refused. */
  what: string;
  pattern: RegExp;
  /** Read on the text as written, not as normalised (normalising removes what it looks for). */
  raw?: boolean;
}

/** A word that makes the advice after it the safe one: "never hold your breath". */
const NOT = String.raw`(?<!\b(?:never|not|don't|do not|no|nor|without|stop)\s)`;
const rx = (source: string) => new RegExp(source, 'i');
/** An article or a possessive before the thing named. */
const THE = String.raw`(?:(?:the|a|an|any|your|that|this|those|these|some)\s+)?`;
const SYMPTOM = String.raw`(?:pain|pains|hurt\w*|ache|aches|aching|dizz\w*|faint\w*|numbness|tightness|discomfort|breathless\w*|palpitations?)`;
const TLDS = 'com|net|org|io|co|app|ly|me|info|biz|xyz|ru|cn|tk|top|site|online|link|club|gg|us|uk';

export const MODEL_TEXT_RULES: readonly ModelTextRule[] = [
  {
    id: 'control',
    what: 'control or text-direction characters',
    // Controls other than line breaks and tabs (a NUL cannot even be stored), and the marks that
    // reorder what is shown.
    pattern: /(?![\t\n\r])[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u,
    raw: true,
  },
  {
    id: 'link',
    what: 'a web address',
    pattern: rx(
      [
        // A scheme, or www.
        String.raw`\b(?:https?|ftp|file|data|javascript|mailto|tel|sms):`,
        String.raw`\bwww\d*\.`,
        // A bare domain, "evil.com" or "bit.ly/x" (a word, a dot, letters; "e.g." is too short).
        // Labels are at most 63 characters, as in DNS, which also keeps the search linear.
        String.raw`(?:^|[^\w@.-])[a-z0-9][a-z0-9-]{0,62}(?:\.[a-z0-9-]{1,63})*\.[a-z]{2,24}(?=$|[\s/:?#)\]'",!;]|\.(?:\s|$))`,
        // Spelled out or defanged, as a voice would read it: "evil dot com", "evil[.]com".
        String.raw`\b[a-z0-9-]{1,63}\s*(?:\sdot\s|[[(](?:\.|dot)[\])])\s*(?:${TLDS})\b`,
        // A social handle to look up: "follow @evil".
        String.raw`(?:^|\s)@\w{2,}`,
      ].join('|'),
    ),
  },
  // One character before the @ is enough to tell, and keeps the search linear.
  { id: 'email', what: 'an email address', pattern: /[^\s@]@[^\s@]+\.[a-z]{2,}/i },
  {
    id: 'markup',
    what: 'markup',
    // HTML tags and entities, markdown links and images, code, JSON (no sentence has braces).
    pattern: /<\/?[a-z!][^>]{0,300}>|&(?:#\d+|#x[0-9a-f]+|[a-z]{2,8});|!?\[[^\]]{0,300}\]\(|[`{}]/i,
  },
  {
    id: 'formatting',
    what: 'markdown formatting',
    // Emphasis, headings, list bullets, tables: the coach's speech cleaner removes these.
    pattern:
      /\*\*|__|(?:^|\s)[*_][^\s*_][^*_]{0,300}[*_](?=$|[\s.,!?])|^\s*#{1,6}\s|^\s*(?:[-*+•]|\d+[.)])\s|\|/m,
  },
  {
    id: 'unsafe',
    what: 'advice against a safety tip',
    pattern: rx(
      [
        // Keep going through pain or a warning sign: "push through chest pain".
        String.raw`${NOT}\b(?:push|power|work|fight|grind|train|play|keep going|carry on|go|muscle)\w*\s+(?:it\s+)?(?:right\s+)?through\s+${THE}(?:\w+\s+)?${SYMPTOM}`,
        String.raw`\bno pain,?\s+no gain\b`,
        String.raw`\b(?:pain|chest \w+|dizz\w*|faint\w*|light-?headed\w*|shortness of breath|breathless\w*|palpitations?|numbness)\s+(?:is|are|feels?|means?)\s+(?:just\s+|only\s+|totally\s+|perfectly\s+)?(?:normal|fine|ok|okay|nothing|expected|good|harmless|progress|weakness)`,
        // Ignore a symptom, the doctor, a limitation or the tips.
        String.raw`${NOT}\b(?:ignor\w+|disregard\w*|forget about|brush\w* off|don't worry about|do not worry about|never mind)\s+${THE}(?:\w+\s+){0,2}(?:${SYMPTOM}|symptoms?|warnings?|signs?|doctor\w*|physician\w*|limitations?|injur\w*|tips?|advice|conditions?|chest)`,
        // No doctor: "no need to see a doctor", "don't bother with your physician".
        String.raw`\b(?:no need|no reason|not necessary|unnecessary|needn't|need not|don't need|do not need|don't have|do not have|don't bother|do not bother|no point)\s+(?:to\s+|for\s+|with\s+)?(?:\w+\s+){0,2}${THE}(?:doctor|physician|gp|cardiologist|physio\w*|medical|clearance|check-?ups?)`,
        String.raw`${NOT}\bskip\w*\s+${THE}(?:\w+\s+)?(?:warm[- ]?ups?|cool[- ]?downs?|doctor\w*|check-?ups?|clearance|medication|meds)`,
        String.raw`${NOT}\bhold\w*\s+(?:your|the|a)\s+breath`,
        String.raw`\beven\s+(?:if|when|though)\s+(?:it|that|you|your\s+\w+)\s+(?:hurts?|feels?\s+(?:pain\w*|dizzy|faint|sick|tight)|(?:is|are)\s+(?:painful|sore))`,
        String.raw`\b(?:keep going|continue|carry on|don't stop|do not stop|never stop)\b[^.!?;]{0,30}\b(?:${SYMPTOM}|chest)`,
        String.raw`\b(?:stop|skip|quit|ditch|double|forget)\w*\s+(?:taking\s+)?${THE}(?:medication|meds|medicine|pills|insulin|inhaler)`,
      ].join('|'),
    ),
  },
];

/**
 * The text as the rules read it: compatibility forms folded (full-width letters, ligatures),
 * invisible characters removed (so "evil\u200b.com" is "evil.com") and typographic apostrophes
 * made plain.
 */
function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g, '')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[ \t]+/g, ' ');
}

export type ModelTextProblem = { rule: ModelTextRuleId; what: string };

/**
 * The first rule a model's text breaks, or null when it may be shown. `allow` names rules a
 * caller makes harmless itself (the coach's speech cleaner strips markdown formatting).
 */
export function modelTextProblem(
  text: string,
  allow: readonly ModelTextRuleId[] = [],
): ModelTextProblem | null {
  if (text.length > MODEL_TEXT_MAX) return { rule: 'length', what: 'a text too long to check' };
  const plain = normalise(text);
  const broken = MODEL_TEXT_RULES.find(
    (r) => !allow.includes(r.id) && r.pattern.test(r.raw ? text : plain),
  );
  return broken ? { rule: broken.id, what: broken.what } : null;
}
