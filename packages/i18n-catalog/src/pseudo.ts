// The pseudo-locale (issue 17, docs/i18n.md): English made strange on purpose, generated from the English catalogue
// as it loads. Every letter accented, every text about 35 % longer (as German and Finnish run) and in brackets: text
// on a screen that is plain is not from the catalogue (hard-coded or missing), and a bracket cut off is text clipped.
// For development and Storybook only, never a language of the picker; nothing of the app's build imports it but
// the dev server's (apps/web/src/main.tsx behind import.meta.env.DEV).

/** The pseudo-locale's name, as CLDR reserves it (en-XA: accented English). */
export const PSEUDO_LOCALE = 'en-XA';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'áƀçðéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĻṀÑÓÞǪŔŠŢÚṼŴẊÝŽ';
const ACCENT = new Map([...PLAIN].map((letter, index) => [letter, [...ACCENTED][index]!]));

/** What i18next reads in a text, kept as it is: `{{value}}`, `$t(nesting)`, `<1>tags</1>` and entities. */
const KEPT = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>|&\w+;)/;
const PADDING = ' ƥšéúðó ţéẋţ ļóñĝéŕ';

/** `Log in` → `[Ļóĝ íñ ƥš]`: accented, about 35 % longer, bracketed; placeholders and tags untouched. */
export function pseudoLocalize(text: string): string {
  let length = 0;
  const body = text
    .split(KEPT)
    .map((part, index) => {
      if (index % 2 === 1) return part;
      length += part.length;
      return [...part].map((character) => ACCENT.get(character) ?? character).join('');
    })
    .join('');
  const extra = Math.ceil(length * 0.35);
  return `[${body}${PADDING.repeat(Math.ceil(extra / PADDING.length)).slice(0, extra)}]`;
}

type Tree = { [key: string]: unknown };

/** A namespace of the catalogue with every text pseudo-localised (CreateI18nOptions' `english`). */
export function pseudoNamespace(tree: Tree): Tree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? pseudoLocalize(value)
        : value !== null && typeof value === 'object'
          ? pseudoNamespace(value as Tree)
          : value,
    ]),
  );
}
