import { parse } from '@babel/parser';

/** A piece of user-visible text written into a component instead of read from a language pack. */
export interface LiteralText {
  line: number;
  text: string;
  kind: 'jsx-text' | 'attribute' | 'property' | 'call';
}

// Attributes and object properties whose string values a reader sees.
const VISIBLE_PROPS = new Set([
  'aria-label',
  'aria-description',
  'alt',
  'title',
  'placeholder',
  'label',
  'heading',
  'description',
  'message',
  'text',
  'caption',
  'hint',
  'helperText',
  'subtitle',
  'summary',
  'emptyText',
  'confirmText',
  'cancelText',
]);

// Calls whose string arguments end up on screen.
const VISIBLE_CALLS = new Set(['showSnackbar', 'notify', 'alert', 'confirm']);

const IGNORE_MARK = 'i18n-ignore';

/** Words need two lower-case letters in a row; codes and symbols (EUR, SOT-23, ×, %, A–Z) are not language. */
function isLanguage(text: string): boolean {
  return /\p{Ll}{2}/u.test(text);
}

type Node = { type: string; loc?: { start: { line: number } }; [key: string]: unknown };

/** Every literal user-visible text in a TSX source, except lines marked `i18n-ignore` (on that line or the one above). */
export function findLiteralText(source: string, fileName = 'file.tsx'): LiteralText[] {
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'], sourceFilename: fileName, attachComment: false });
  const lines = source.split('\n');
  const ignored = (line: number) => lines[line - 1]?.includes(IGNORE_MARK) || lines[line - 2]?.includes(IGNORE_MARK);
  const found: LiteralText[] = [];
  const report = (node: Node, text: string, kind: LiteralText['kind']) => {
    const line = node.loc?.start.line ?? 0;
    if (isLanguage(text) && !ignored(line)) found.push({ line, text: text.trim().slice(0, 80), kind });
  };
  const stringOf = (node: Node | undefined): string | undefined => {
    if (!node) return undefined;
    if (node.type === 'StringLiteral') return node.value as string;
    if (node.type === 'TemplateLiteral') return (node.quasis as Node[]).map((q) => (q.value as { cooked: string }).cooked).join(' ');
    if (node.type === 'JSXExpressionContainer') return stringOf(node.expression as Node);
    return undefined;
  };

  const visit = (node: unknown, parent?: Node): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child, parent);
      return;
    }
    const n = node as Node;
    switch (n.type) {
      case 'JSXText':
        report(n, n.value as string, 'jsx-text');
        break;
      case 'JSXExpressionContainer': {
        if (parent?.type === 'JSXElement' || parent?.type === 'JSXFragment') {
          const text = stringOf(n.expression as Node);
          if (text !== undefined) report(n, text, 'jsx-text');
        }
        break;
      }
      case 'JSXAttribute': {
        const name = (n.name as Node).name as string;
        const text = stringOf(n.value as Node);
        if (text !== undefined && VISIBLE_PROPS.has(name)) report(n, text, 'attribute');
        break;
      }
      case 'ObjectProperty': {
        const key = n.key as Node;
        const name = (key.name ?? key.value) as string | undefined;
        const text = stringOf(n.value as Node);
        if (name && text !== undefined && VISIBLE_PROPS.has(name)) report(n, text, 'property');
        break;
      }
      case 'CallExpression': {
        const callee = n.callee as Node;
        const name = (callee.type === 'Identifier' ? callee.name : (callee.property as Node | undefined)?.name) as string | undefined;
        if (name && VISIBLE_CALLS.has(name)) {
          for (const arg of n.arguments as Node[]) {
            const text = stringOf(arg);
            if (text !== undefined && !['success', 'warning', 'error', 'info'].includes(text)) report(arg, text, 'call');
          }
        }
        break;
      }
    }
    for (const [key, value] of Object.entries(n)) {
      if (key === 'loc' || key === 'start' || key === 'end' || key === 'extra') continue;
      if (value && typeof value === 'object') visit(value, n);
    }
  };
  visit(ast.program);
  return found;
}
