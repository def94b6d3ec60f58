// Right to left (issue 17, docs/i18n.md): the apps' and packages' styles say start and end, never left and right,
// so that `dir="rtl"` mirrors the layout with nothing written twice. A physical property is allowed only where the
// layout must not mirror (a video tile, a centred box), with a `/* physical: why */` comment on its line.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from './lib.mjs';

/** CSS written inside TypeScript strings: the landing pages' and the consent layers' styles. */
const CSS_IN_TS = ['apps/landing/src/styles.ts', 'packages/consent/src/style.ts'];

const PHYSICAL = [
  // left: and right: themselves, and the margins, paddings, borders and radii named after a side.
  /(?<![-\w])(?:left|right)\s*:/g,
  /(?<![-\w])(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)(?:-[a-z]+)?\s*:/g,
  /(?<![-\w])border-(?:top|bottom)-(?:left|right)-radius\s*:/g,
  /(?<![-\w])(?:text-align|float|clear)\s*:\s*(?:left|right)\b/g,
];

function cssFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

function sources() {
  const groups = ['apps', 'packages'].flatMap((group) =>
    readdirSync(join(rootDir, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(rootDir, group, entry.name, 'src')),
  );
  return [
    ...groups.flatMap((dir) => {
      try {
        return cssFiles(dir);
      } catch {
        return [];
      }
    }),
    ...CSS_IN_TS.map((file) => join(rootDir, file)),
  ];
}

/** `file:line: text` of every physical left/right declaration that carries no `physical:` comment. */
export function physicalDeclarations(text, file = '') {
  const found = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (/\/\*\s*physical:/.test(line)) continue;
    // Comments elsewhere may say "left" as a word.
    const code = line.replace(/\/\*.*?\*\//g, '');
    for (const pattern of PHYSICAL) {
      for (const match of code.matchAll(pattern)) found.push(`${file}:${index + 1}: ${match[0]}`);
    }
  }
  return found;
}

describe('styles', () => {
  it('find physical left and right where they are', () => {
    const css = '.a {\n  margin-left: 1px;\n  inset-inline-start: 0;\n  right: 0;\n  text-align: left;\n}';
    expect(physicalDeclarations(css)).toEqual([':2: margin-left:', ':4: right:', ':5: text-align: left']);
    expect(physicalDeclarations('.b{border-right-color:red;border-top-left-radius:2px}')).toHaveLength(2);
    expect(physicalDeclarations('.c { right: 0; /* physical: a video tile */ }')).toEqual([]);
    expect(
      physicalDeclarations("/* the left one */ .d[data-side='right'] { padding-inline-end: 0 }"),
    ).toEqual([]);
  });

  it('use logical properties (margin-inline-start …), so that right to left needs no rule of its own', () => {
    const files = sources();
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((file) =>
      physicalDeclarations(readFileSync(file, 'utf8'), relative(rootDir, file)),
    );
    expect(found).toEqual([]);
  });
});
