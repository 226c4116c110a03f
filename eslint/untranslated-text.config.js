/**
 * Words a person reads must come from a catalog (web/src/i18n: `t(messages.key)`), or a screen ships in
 * English only. This rule refuses, in the web app's components:
 * - text between JSX tags that holds a letter (`<h1>Assets</h1>`), and template text with letters inside JSX;
 * - a JSX attribute given words as a literal (`placeholder="Search assets"`, `aria-label="Close"`); technical
 *   attributes (class names, ids, paths, input types) are not words and pass;
 * - a toast given a literal (`toast.error('Failed')`).
 * Names that are the same in every language (the product's codes, units, a brand) go in a catalog too, once.
 */

/** Attributes whose value is never read by a person. */
const TECHNICAL_ATTRIBUTES = new Set([
  'className',
  'id',
  'htmlFor',
  'type',
  'name',
  'href',
  'to',
  'src',
  'role',
  'autoComplete',
  'inputMode',
  'enterKeyHint',
  'pattern',
  'accept',
  'capture',
  'method',
  'rel',
  'target',
  'lang',
  'dir',
  'form',
  'key',
  'd',
  'viewBox',
  'points',
  'transform',
  'preserveAspectRatio',
  'fill',
  'stroke',
  'xmlns',
  'variant',
  'size',
  'tone',
  'mode',
  'align',
  'as',
  'download',
  'encType',
  'autoCapitalize',
  'spellCheck',
  'loading',
  'decoding',
  'referrerPolicy',
  'crossOrigin',
  'sizes',
  'srcSet',
  'media',
  'step',
  'min',
  'max',
]);

const hasLetter = (text) => /\p{L}/u.test(text);
const TOAST_CALLS = new Set(['success', 'error', 'message', 'loading']);

/** @type {import('eslint').Rule.RuleModule} */
export const untranslatedText = {
  meta: {
    type: 'problem',
    docs: { description: 'Words on screen come from a catalog, so every language has them' },
    schema: [],
    messages: {
      text: 'Words on screen come from a catalog: t(messages.key) (web/src/i18n), not "{{text}}".',
      attribute: 'The {{name}} attribute is read by people: give it t(messages.key), not "{{text}}".',
      toast: 'A toast is read by people: give it t(messages.key) or translate(messages.key), not a literal.',
    },
  },
  create(context) {
    const report = (node, messageId, data) => context.report({ node, messageId, data });
    return {
      JSXText(node) {
        const text = node.value.trim();
        if (hasLetter(text)) report(node, 'text', { text: text.slice(0, 40) });
      },
      'JSXExpressionContainer > Literal'(node) {
        if (node.parent.parent?.type === 'JSXAttribute') return;
        if (typeof node.value === 'string' && hasLetter(node.value))
          report(node, 'text', { text: node.value.slice(0, 40) });
      },
      'JSXExpressionContainer > TemplateLiteral'(node) {
        if (node.parent.parent?.type === 'JSXAttribute') return;
        const text = node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
        if (hasLetter(text)) report(node, 'text', { text: text.trim().slice(0, 40) });
      },
      JSXAttribute(node) {
        const name =
          node.name.type === 'JSXIdentifier'
            ? node.name.name
            : `${node.name.namespace.name}:${node.name.name.name}`;
        if (TECHNICAL_ATTRIBUTES.has(name) || name.startsWith('data-') || name.endsWith('ClassName')) return;
        if (
          name.startsWith('aria-') &&
          ![
            'aria-label',
            'aria-description',
            'aria-roledescription',
            'aria-valuetext',
            'aria-placeholder',
          ].includes(name)
        )
          return;
        const value = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        const text =
          value?.type === 'Literal' && typeof value.value === 'string'
            ? value.value
            : value?.type === 'TemplateLiteral'
              ? value.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ')
              : null;
        if (text === null || !hasLetter(text)) return;
        // A value of one lowercase token (`tone="dark"`, `kind="stocktake"`) is a code, not words.
        if (/^[a-z0-9]+([-_.:/][a-z0-9]+)*$/.test(text.trim())) return;
        report(node, 'attribute', { name, text: text.slice(0, 40) });
      },
      CallExpression(node) {
        const callee = node.callee;
        if (
          callee.type !== 'MemberExpression' ||
          callee.object.type !== 'Identifier' ||
          callee.object.name !== 'toast'
        )
          return;
        if (callee.property.type !== 'Identifier' || !TOAST_CALLS.has(callee.property.name)) return;
        const [first] = node.arguments;
        if (first && (first.type === 'Literal' || first.type === 'TemplateLiteral'))
          report(first, 'toast', {});
      },
    };
  },
};

export const translatedText = [
  {
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx', 'web/src/test/**'],
    plugins: { i18n: { rules: { 'untranslated-text': untranslatedText } } },
    rules: { 'i18n/untranslated-text': 'error' },
  },
];
