/**
 * Which characters a nickname may hold (spec §5, "no forbidden characters"; docs/accounts.md, "Nicknames"):
 * letters (with their combining marks), digits, the space, `.`, `_`, `-`, and emoji. Everything else is refused:
 * control characters, angle brackets and other symbols, other spaces, and the invisible characters that let a
 * name pretend to be another (zero-width spaces and joiners outside emoji, bidi overrides and isolates,
 * Hangul fillers).
 */

/** Letters that draw nothing: a name of them looks empty. */
const INVISIBLE_LETTERS = new Set(['\u115F', '\u1160', '\u3164', '\uFFA0']);
/** More combining marks in a row than any script needs: stacked "zalgo" text. */
const MAX_MARKS_IN_A_ROW = 3;

const LETTER = /^\p{L}$/u;
const MARK = /^\p{M}$/u;
const DIGIT = /^\p{Nd}$/u;
const PICTOGRAPH = /^[\p{Extended_Pictographic}\p{Regional_Indicator}]$/u;
const SKIN_TONE = /^\p{Emoji_Modifier}$/u;
const PUNCTUATION = new Set([' ', '.', '_', '-']);
const ZERO_WIDTH_JOINER = '\u200D';
const EMOJI_PRESENTATION = '\uFE0F';
const KEYCAP = '\u20E3';

type Kind = 'letter' | 'mark' | 'digit' | 'emoji' | 'punctuation' | 'joiner';

function kindOf(char: string, previous: Kind | undefined, next: string | undefined): Kind | undefined {
  if (INVISIBLE_LETTERS.has(char)) return undefined;
  if (LETTER.test(char)) return 'letter';
  if (DIGIT.test(char)) return 'digit';
  if (PUNCTUATION.has(char)) return 'punctuation';
  if (PICTOGRAPH.test(char)) return 'emoji';
  if (SKIN_TONE.test(char) || char === KEYCAP)
    return previous === 'emoji' || previous === 'digit' ? 'emoji' : undefined;
  if (char === EMOJI_PRESENTATION) return previous === 'emoji' || previous === 'digit' ? previous : undefined;
  // A joiner belongs inside an emoji sequence (👩‍💻); anywhere else it hides between letters.
  if (char === ZERO_WIDTH_JOINER) {
    return previous === 'emoji' && next !== undefined && PICTOGRAPH.test(next) ? 'joiner' : undefined;
  }
  if (MARK.test(char)) return previous === 'letter' || previous === 'mark' ? 'mark' : undefined;
  return undefined;
}

/** Why a nickname (trimmed, NFC) breaks the character rule, or undefined when it keeps it. */
export function nicknameProblem(nickname: string): string | undefined {
  const chars = [...nickname];
  let previous: Kind | undefined;
  let marksInARow = 0;
  let visible = false;
  for (let index = 0; index < chars.length; index += 1) {
    const char = chars[index]!;
    const kind = kindOf(char, previous, chars[index + 1]);
    if (kind === undefined) {
      const shown = /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(char)
        ? `"${char}"`
        : 'an invisible or control character';
      return `Nicknames may use letters, digits, spaces, . _ - and emoji, not ${shown}.`;
    }
    marksInARow = kind === 'mark' ? marksInARow + 1 : 0;
    if (marksInARow > MAX_MARKS_IN_A_ROW) return 'Too many accents on one letter.';
    if (kind === 'letter' || kind === 'digit' || kind === 'emoji') visible = true;
    previous = kind === 'joiner' ? 'emoji' : kind;
  }
  return visible ? undefined : 'A nickname needs at least one letter, digit or emoji.';
}
