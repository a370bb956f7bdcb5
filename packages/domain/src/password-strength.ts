// Passwords a guesser tries first, by rule rather than by list: one character or a short pattern
// repeated (`aaaaaaaa`, `abcabcab`), runs of the alphabet, digits or their reverse (`abcdefgh`,
// `12345678`, `abcd1234`), and the names anyone can read off the site (the product's, the
// league's, the demo's published password). Pure, so the server refuses and the web forms warn
// with the same words; the server adds zxcvbn-ts's list of common passwords (too large for the
// web bundle) and the league's name, which a form may not know.

/** The product's name: the first word a guesser tries against a CueLeague server. */
export const PRODUCT_NAME = 'CueLeague';
/** The password every demo account shares; it is printed on the setup and sign-in pages. */
export const DEMO_PASSWORD = 'demo-password';

export const PASSWORD_REPEATS_MESSAGE =
  'This password repeats the same characters: choose one that is harder to guess';
export const PASSWORD_SEQUENCE_MESSAGE =
  'This password is a run like abcd or 1234: choose one that is harder to guess';
export const passwordNameMessage = (name: string): string =>
  `This password contains ${name}, which anyone can read on this site: choose another`;

/** Letters and digits only, lower case: `Demo-Password!` and `demopassword` are one guess. */
const core = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** One unit of at most half the length, repeated to the end (a partial last unit counts). */
const isRepeat = (chars: readonly string[]): boolean => {
  for (let unit = 1; unit <= chars.length / 2; unit += 1) {
    if (chars.every((char, i) => i < unit || char === chars[i - unit])) return true;
  }
  return false;
};

/**
 * At most two runs whose characters step by -1, 0 or +1 (`abcdefgh`, `87654321`, `aaaa1111`,
 * `abcd1234`): a run costs a guesser its first character, its direction and its length.
 */
const isRun = (chars: readonly string[]): boolean => {
  let runs = 1;
  let step: number | null = null;
  for (let i = 1; i < chars.length; i += 1) {
    const diff = (chars[i]?.codePointAt(0) ?? 0) - (chars[i - 1]?.codePointAt(0) ?? 0);
    if (Math.abs(diff) <= 1 && (step === null || diff === step)) {
      step = diff;
    } else {
      runs += 1;
      step = null;
    }
  }
  return runs <= 2;
};

/**
 * Why a new password is too easy to guess, or null when it is not. `names` are other words anyone
 * can read on the site (the league's name); they count from four letters or digits, so a league
 * called "A" does not forbid the letter.
 */
export const weakPasswordReason = (
  password: string,
  names: readonly string[] = [],
): string | null => {
  const letters = core(password);
  const chars = [...(letters.length > 0 ? letters : password)];
  if (isRepeat(chars)) return PASSWORD_REPEATS_MESSAGE;
  if (letters.length > 0 && isRun(chars)) return PASSWORD_SEQUENCE_MESSAGE;
  for (const [name, shown] of [
    [PRODUCT_NAME, PRODUCT_NAME],
    [DEMO_PASSWORD, 'the demo password'],
    ...names.map((name) => [name, `the league's name`]),
  ] as const) {
    const word = core(name);
    if (word.length >= 4 && letters.includes(word)) return passwordNameMessage(shown);
  }
  return null;
};
