import { Fragment } from 'react';
import type { LegalBlock } from '../data/terms-types';

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** A sentence of the legal texts with its `[text](url)` links turned into anchors (outside links open a new tab). */
export function LegalText({ text }: { text: string }) {
  const parts: Array<string | { label: string; href: string }> = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    parts.push(text.slice(last, match.index));
    parts.push({ label: match[1] ?? '', href: match[2] ?? '' });
    last = (match.index ?? 0) + match[0].length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : part.href.startsWith('http') ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.label}
            <span className="visually-hidden"> (nouvel onglet)</span>
          </a>
        ) : (
          <a key={index} href={part.href}>
            {part.label}
          </a>
        ),
      )}
    </>
  );
}

/** A paragraph or a bulleted list. */
export function LegalBlocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return (
    <>
      {blocks.map((block, index) =>
        typeof block === 'string' ? (
          <p key={index}>
            <LegalText text={block} />
          </p>
        ) : (
          <ul key={index}>
            {block.map((item) => (
              <li key={item}>
                <LegalText text={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}
