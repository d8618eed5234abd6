/**
 * One article of the terms of use. A block is a paragraph, or a bulleted list (an array). Text may
 * hold links written `[text](url)`, which the page turns into anchors.
 */
export type LegalBlock = string | readonly string[];

export interface LegalArticle {
  number: number;
  title: string;
  blocks: readonly LegalBlock[];
}
