// aura/filename-case: one file-name case for the whole repo, kebab-case (style.md, convention 11).
import { basename } from 'node:path';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function toKebab(segment) {
  return segment
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[_\s]+/g, '-')
    .toLowerCase();
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names are kebab-case in every part: `text-field.stories.tsx`.' },
    schema: [],
    messages: {
      notKebab: "File name '{{name}}' is not kebab-case. Rename it to '{{suggestion}}'.",
    },
  },
  create(context) {
    return {
      Program(node) {
        const name = basename(context.physicalFilename);
        const segments = name.split('.');
        if (segments.every((segment) => KEBAB.test(segment))) return;
        const suggestion = segments.map(toKebab).join('.');
        context.report({ node, messageId: 'notKebab', data: { name, suggestion } });
      },
    };
  },
};
