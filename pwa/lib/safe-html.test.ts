import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeRichText } from './safe-html';

describe('sanitizeRichText', () => {
  it.each([
    ['<p>Bonjour <strong>à</strong> <em>tous</em></p>', '<p>Bonjour <strong>à</strong> <em>tous</em></p>'],
    ['<ul><li>Un</li><li>Deux</li></ul>', '<ul><li>Un</li><li>Deux</li></ul>'],
    ['<p onclick="x()" style="color:red" class="a">Texte</p>', '<p>Texte</p>'],
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror="alert(1)">après', 'après'],
    ['<iframe src="https://evil"></iframe><style>p{}</style>fin', 'fin'],
    ['<div><section>dans</section></div>', 'dans'],
    ['<a href="javascript:alert(1)">lien</a>', '<a>lien</a>'],
    ['<a href="//evil.example">lien</a>', '<a>lien</a>'],
    ['<a href="/association/x">interne</a>', '<a href="/association/x">interne</a>'],
    ['<a href="https://exemple.fr">externe</a>', '<a href="https://exemple.fr" target="_blank" rel="noopener noreferrer">externe</a>'],
    ['<svg><script>alert(1)</script></svg>texte', 'texte'],
    ['a &lt;b&gt; c', 'a &lt;b&gt; c'],
  ])('%s', (input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });
});

describe('htmlToText', () => {
  it('keeps the text, collapses whitespace', () => {
    expect(htmlToText('<p>Notre  maison</p>\n<p><em>fictive</em></p>')).toBe('Notre maison fictive');
    expect(htmlToText('<p>Un.</p><p>Deux.</p><ul><li>a</li><li>b</li></ul>')).toBe('Un. Deux. a b');
    expect(htmlToText('<p>ok</p><script>alert(1)</script>')).toBe('ok');
  });
});
