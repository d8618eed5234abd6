/**
 * Reads the texts users see out of the source: JSX text, string and template literals of the PWA, the
 * API (its French error details and e-mails) and the shared domain's messages. A parser does the reading
 * (@babel/parser: TypeScript 7 no longer ships a compiler API), so comments never count; literals that are
 * code rather than text (imports, keys, class names, comparisons, URLs, CSS, log lines) are left out by
 * where they stand or by their shape.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from '@babel/parser';

export interface UserString {
  file: string;
  line: number;
  text: string;
  /** Where the text's characters stand in the source (a template literal's fixed parts each). */
  spans: [number, number][];
}

interface Node {
  type: string;
  loc?: { start: { line: number } };
  [key: string]: unknown;
}

const ROOT = join(import.meta.dirname, '../..');
const AREAS = ['pwa', 'api', 'domain'];
const SKIPPED_PATH = /\.(test|spec)\.tsx?$|\.d\.ts$|\/testing\/|test-setup\.ts$/;
/** JSX attributes whose value is code (every other attribute's text may be shown: label, title, alt...). */
const CODE_ATTRIBUTES =
  /^(className|class|href|to|id|name|type|style|key|src|srcSet|sizes|d|viewBox|fill|stroke|xmlns|pattern|autoComplete|inputMode|enterKeyHint|rel|target|lang|accept|method|action|role|htmlFor|form|value|defaultValue|media|loading|decoding|referrerPolicy|sandbox|allow|crossOrigin|content|property|path|mode|variant|tone|size|icon|as|step|min|max|dir|scope|width|height|data-[\w-]+|aria-(?!label|description|roledescription|valuetext)[\w-]+)$/;
/** Calls whose string arguments are code or log lines, never shown. */
const CODE_CALLEE =
  /^(console|logger|log|require|import)$|^(debug|info|warn|error|fatal|trace|child)$|^(querySelector(All)?|matchMedia|(add|remove)EventListener|[gs]etItem|removeItem|startsWith|endsWith|includes|split|join|replace(All)?|(where|orderBy|select|having)?[Rr]aw|select|where|andWhere|orWhere|whereIn|whereNotNull|whereNull|leftJoin|from|table|into|returning|onConflict|orderBy|groupBy|count|sum|max|min|first|pluck|increment|decrement|column|get|set|has|delete|append|emit|padStart|padEnd|Symbol|fetch|getElementById|closest|matches|setHeader|getHeader|toLocaleString|format|test|exec|match|search|schema|string|integer)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !SKIPPED_PATH.test(path) ? [path] : [];
  });
}

function calleeName(callee: Node): string {
  if (callee.type === 'Identifier') return callee.name as string;
  if (callee.type === 'MemberExpression' || callee.type === 'OptionalMemberExpression') return calleeName(callee.property as Node);
  return '';
}

function objectName(callee: Node): string {
  if (callee.type === 'MemberExpression' || callee.type === 'OptionalMemberExpression') {
    const object = callee.object as Node;
    return object.type === 'Identifier' ? (object.name as string) : calleeName(object);
  }
  return '';
}

/** False where a literal stands as code: module names, keys, types, comparisons, code calls, `new Error`. */
function standsAsText(node: Node, parent: Node, key: string): boolean {
  switch (parent.type) {
    case 'ImportDeclaration':
    case 'ExportNamedDeclaration':
    case 'ExportAllDeclaration':
    case 'ImportExpression':
    case 'TSLiteralType':
    case 'TSExternalModuleReference':
    case 'TSImportType':
    case 'TSEnumMember':
    case 'SwitchCase':
    case 'TaggedTemplateExpression':
    case 'JSXAttribute':
      return parent.type === 'JSXAttribute' && !CODE_ATTRIBUTES.test((parent.name as Node).name as string);
    case 'ObjectProperty':
    case 'ObjectMethod':
    case 'ClassProperty':
    case 'TSPropertySignature':
      return key !== 'key';
    case 'MemberExpression':
    case 'OptionalMemberExpression':
      return key !== 'property';
    case 'BinaryExpression':
      return !/^(===|!==|==|!=|in|instanceof)$/.test(parent.operator as string);
    case 'NewExpression':
      return !/^(Error|TypeError|RangeError|RegExp|URL|URLSearchParams)$/.test(calleeName(parent.callee as Node));
    case 'CallExpression':
    case 'OptionalCallExpression': {
      if (key !== 'arguments') return true;
      const callee = parent.callee as Node;
      return !CODE_CALLEE.test(calleeName(callee)) && !/^(console|logger|log)$/.test(objectName(callee));
    }
    default:
      return true;
  }
}

/** Whether a literal reads as a sentence or a label rather than an identifier, path, pattern or style. */
function looksLikeText(text: string): boolean {
  if (!/\p{L}{2}/u.test(text)) return false;
  const oneWord = !/\s/.test(text.trim());
  if (oneWord && !/^\p{Lu}[\p{Ll}’'-]*[?!:;.…]?$/u.test(text.trim()) && !/[?!:;…]$/.test(text)) return false;
  if (/https?:\/\/|^\/[\w-]|^[\w-]+:\s*[\w#-]+;|\{[^}]*:[^}]*\}/.test(text)) return false;
  return true;
}

const ENTITIES: Record<string, string> = { nbsp: '\u00A0', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** JSX text as the browser shows it: its character references decoded. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#'))
      return String.fromCodePoint(Number(name.toLowerCase().startsWith('#x') ? `0${name.slice(1)}` : name.slice(1)));
    return ENTITIES[name] ?? whole;
  });
}

function walk(node: Node, visit: (node: Node, parent: Node, key: string) => void): void {
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments' || key === 'innerComments') continue;
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) {
      if (child && typeof child === 'object' && typeof (child as Node).type === 'string') {
        visit(child as Node, node, key);
        walk(child as Node, visit);
      }
    }
  }
}

/** Files of English texts for developers and operators, not users (API reference, start-up errors). */
const ENGLISH_FILE = /openapi|^api\/config\.ts$|^pwa\/scripts\/|^api\/worker\.ts$/;
const FRENCH_MARK =
  /[àâçéèêëîïôùûüœÀÂÇÉÈÊÎÔÛ«»]|\b(le|la|les|des|du|une?|votre|vos|vous|est|pour|sur|avec|aux|ce|cette|merci|nous|et|ou|pas|quel|quelle|mon|ma|mes|en)\b/i;

/** Whether a file's texts are English ones for developers and operators (the copy rules do not apply). */
export function forDevelopers(file: string): boolean {
  return ENGLISH_FILE.test(file);
}

/** Whether a text of this file is French prose (the rules of French typography apply to it). */
export function isFrench(file: string, text: string): boolean {
  return !forDevelopers(file) && FRENCH_MARK.test(text);
}

/** Every user-visible text of one file, with its line. */
export function stringsOf(file: string, source: string): UserString[] {
  const ast = parse(source, { sourceType: 'module', plugins: file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'] });
  const found: UserString[] = [];
  const add = (node: Node, text: string, parts: Node[] = [node]) => {
    const spans = parts.map((p): [number, number] => [p.start as number, p.end as number]);
    if (looksLikeText(text)) found.push({ file, line: node.loc?.start.line ?? 0, text, spans });
  };
  walk(ast.program as unknown as Node, (node, parent, key) => {
    if (node.type === 'JSXText') {
      const text = decodeEntities(node.value as string)
        .replace(/[ \t\r\n]+/g, ' ')
        .trim();
      if (text) add(node, text);
    } else if (node.type === 'StringLiteral' && standsAsText(node, parent, key)) {
      add(node, node.value as string);
    } else if (node.type === 'TemplateLiteral' && standsAsText(node, parent, key)) {
      // The fixed parts, joined by a placeholder that stands for any word.
      const quasis = node.quasis as Node[];
      add(node, quasis.map((q) => (q.value as { cooked: string }).cooked).join('X'), quasis);
    }
  });
  return found;
}

/** The user-visible texts of pwa/, api/ and domain/ (tests and test helpers left out). */
export function userStrings(): UserString[] {
  return AREAS.flatMap((area) => sourceFiles(join(ROOT, area))).flatMap((path) =>
    stringsOf(relative(ROOT, path), readFileSync(path, 'utf8')),
  );
}
