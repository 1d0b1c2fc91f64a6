/**
 * ESLint rule `magic-table/no-literal-text`: a player reads no sentence written in a component. Text between JSX
 * tags, the player-facing attributes (title, aria-label, placeholder, alt) and the argument of confirm()/alert()
 * must come from a catalogue (`t('id')`), never a literal with letters in it. Names of the product and of the
 * games may be written (`allow`).
 */
const ATTRS = new Set(['title', 'aria-label', 'placeholder', 'alt', 'label']);
const LETTERS = /\p{L}{2,}/u;

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Text a player reads comes from a catalogue, not a literal' },
    schema: [{ type: 'object', properties: { allow: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: { literal: 'A player reads “{{text}}”: put it in a catalogue and use t(…)' },
  },
  create(context) {
    const allow = new Set(context.options[0]?.allow ?? []);
    const check = (node, raw) => {
      const text = raw.replace(/\s+/g, ' ').trim();
      if (!text || !LETTERS.test(text) || allow.has(text)) return;
      context.report({ node, messageId: 'literal', data: { text: text.slice(0, 60) } });
    };
    const literalText = (node) => {
      if (!node) return;
      if (node.type === 'Literal' && typeof node.value === 'string') check(node, node.value);
      else if (node.type === 'TemplateLiteral') check(node, node.quasis.map((q) => q.value.cooked ?? '').join(' '));
      else if (node.type === 'ConditionalExpression') { literalText(node.consequent); literalText(node.alternate); }
      else if (node.type === 'LogicalExpression') literalText(node.right);
    };
    return {
      JSXText(node) { check(node, node.value); },
      JSXExpressionContainer(node) {
        if (node.parent?.type === 'JSXElement' || node.parent?.type === 'JSXFragment') literalText(node.expression);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!ATTRS.has(name) || !node.value) return;
        if (node.value.type === 'Literal') check(node.value, String(node.value.value));
        else if (node.value.type === 'JSXExpressionContainer') literalText(node.value.expression);
      },
      CallExpression(node) {
        const callee = node.callee;
        const name = callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && callee.property.type === 'Identifier' ? callee.property.name : '';
        if (name === 'confirm' || name === 'alert') literalText(node.arguments[0]);
      },
    };
  },
};
