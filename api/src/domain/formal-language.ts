/**
 * Contractions written out in full, so brand descriptions read formally (spec: "Contractions in
 * long and short descriptions are converted to formal language before saving").
 */
const CONTRACTIONS: Record<string, string> = {
  "won't": 'will not',
  "can't": 'cannot',
  "shan't": 'shall not',
  "ain't": 'is not',
  "let's": 'let us',
  "i'm": 'I am',
  "it's": 'it is',
  "that's": 'that is',
  "there's": 'there is',
  "here's": 'here is',
  "what's": 'what is',
  "who's": 'who is',
  "where's": 'where is',
  "he's": 'he is',
  "she's": 'she is',
  "y'all": 'you all',
};

/** Suffixes that expand the same way after any word (we're, they'll, I've, isn't...). */
const SUFFIXES: [RegExp, string][] = [
  [/n't$/i, ' not'],
  [/'re$/i, ' are'],
  [/'ve$/i, ' have'],
  [/'ll$/i, ' will'],
  [/'d$/i, ' would'],
];

const WORD_WITH_APOSTROPHE = /\b[A-Za-z]+['’][A-Za-z]+\b/g;

/** Keeps the case of the original word: "It's" -> "It is", "IT'S" -> "IT IS". */
function inCaseOf(original: string, expansion: string): string {
  if (original === original.toUpperCase() && /[A-Z]{2}/.test(original.replace(/[^A-Za-z]/g, '')))
    return expansion.toUpperCase();
  if (/^[A-Z]/.test(original)) return expansion[0]!.toUpperCase() + expansion.slice(1);
  return expansion;
}

function expand(word: string): string {
  const plain = word.replace(/’/g, "'");
  const known = CONTRACTIONS[plain.toLowerCase()];
  if (known) return inCaseOf(plain, known);
  for (const [suffix, replacement] of SUFFIXES) {
    if (!suffix.test(plain)) continue;
    const stem = plain.replace(suffix, '');
    // "don't" -> "do not", "isn't" -> "is not"; possessives ("Ada's") never match these suffixes.
    return inCaseOf(plain, stem.toLowerCase() + replacement);
  }
  return word;
}

export function formalLanguage(text: string): string {
  return text.replace(WORD_WITH_APOSTROPHE, (word) => expand(word));
}
