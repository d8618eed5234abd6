/** The description is stored inert: hostile HTML loses every script, handler, style and unsafe URL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { bearer, buildUser, signInAs } from '../../test/factories';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '../../domain/rich-text';
import { sanitizeDescription } from './rich-text.sanitizer';
import { potBody, referenceIds } from './testing/pot-factories';

const XSS_PAYLOADS = [
  '<script>alert(1)</script><p>Bonjour à tous</p>',
  '<p>Bonjour à tous</p><SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)><p>Bonjour à tous</p>',
  '<p onclick="alert(1)">Bonjour à tous</p>',
  '<p>Bonjour à tous <b onmouseover=alert(1)>toi</b></p>',
  '<a href="javascript:alert(1)">Bonjour à tous</a>',
  '<a href="JaVaScRiPt:alert(1)">Bonjour à tous</a>',
  '<a href="&#106;avascript:alert(1)">Bonjour à tous</a>',
  '<a href=" javascript:alert(1)">Bonjour à tous</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Bonjour à tous</a>',
  '<a href="//evil.example/">Bonjour à tous</a>',
  '<p style="background:url(javascript:alert(1))">Bonjour à tous</p>',
  '<svg onload=alert(1)><p>Bonjour à tous</p></svg><p>Bonjour à tous</p>',
  '<iframe src="javascript:alert(1)"></iframe><p>Bonjour à tous</p>',
  '<object data="javascript:alert(1)"></object><p>Bonjour à tous</p>',
  '<embed src="javascript:alert(1)"><p>Bonjour à tous</p>',
  '<p>Bonjour à tous</p><style>body{display:none}</style>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math><p>Bonjour à tous</p>',
  '<form action="javascript:alert(1)"><button>Bonjour à tous</button></form>',
  '"><script>alert(1)</script><p>Bonjour à tous</p>',
  '<p><!--<script>alert(1)</script>-->Bonjour à tous</p>',
  '<details open ontoggle=alert(1)><p>Bonjour à tous</p></details>',
  '<input autofocus onfocus=alert(1)><p>Bonjour à tous</p>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>Bonjour à tous</p>',
  '<base href="javascript:/"><p>Bonjour à tous</p>',
  '<p class="x" id="y" data-x="1">Bonjour à tous</p>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">Bonjour à tous</p></noscript><p>Bonjour à tous</p>',
];

const TAGS: readonly string[] = RICH_TEXT_TAGS;

/** Every element and attribute of the output is in the allow-list; links are http(s) or mailto. */
function expectInert(html: string): void {
  expect(html).not.toMatch(/javascript:|<script|<style|<iframe|<svg|<img|\son\w+\s*=|style=|data:/i);
  for (const [, tag = '', attributes = ''] of html.matchAll(/<([a-zA-Z0-9]+)([^>]*)>/g)) {
    expect(TAGS, html).toContain(tag.toLowerCase());
    for (const [, name = '', value = ''] of attributes.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)) {
      expect(RICH_TEXT_ATTRIBUTES[tag] ?? [], html).toContain(name);
      if (name === 'href') expect(value, html).toMatch(/^(https?:\/\/|mailto:)/);
    }
  }
}

describe('sanitizeDescription', () => {
  it.each(XSS_PAYLOADS)('keeps %s inert', (payload) => {
    const clean = sanitizeDescription(payload);
    expectInert(clean);
  });

  it('keeps everything the editor writes', () => {
    const html =
      '<h2>Titre</h2><h3>Sous-titre</h3><p>Un <strong>gras</strong>, <em>italique</em>, <u>souligné</u>, <s>barré</s>, <code>code</code>.</p>' +
      '<ul><li><p>un</p></li></ul><ol start="3"><li><p>trois</p></li></ol><blockquote><p>citation</p></blockquote><pre><code>bloc</code></pre><hr>' +
      '<p>Ligne<br>suivante <a href="https://exemple.fr/page" target="_blank" rel="noopener noreferrer nofollow">lien</a> <a href="mailto:contact@exemple.fr" target="_blank" rel="noopener noreferrer nofollow">mail</a></p>';
    expect(sanitizeDescription(html)).toBe(html.replace('<hr>', '<hr />').replace('<br>', '<br />'));
  });

  it('makes every link open in a new tab without opener', () => {
    expect(sanitizeDescription('<p><a href="https://exemple.fr" target="_self" rel="opener">x</a></p>')).toBe(
      '<p><a href="https://exemple.fr" target="_blank" rel="noopener noreferrer nofollow">x</a></p>',
    );
  });
});

describe('POST /user/cagnottes with hostile descriptions', () => {
  let t: TestContext;
  let token: string;
  let ids: Awaited<ReturnType<typeof referenceIds>>;
  beforeAll(async () => {
    t = await startTestApp();
    ids = await referenceIds(t.db.knex);
    token = await signInAs(t.db.knex, t.clock, await buildUser(t.db.knex));
  });
  afterAll(() => t.close());

  it('stores and answers every payload inert, with its text kept', async () => {
    for (const description of XSS_PAYLOADS) {
      const body = potBody({ event: ids.privateEvent, charity: ids.charity }, { description });
      const res = await t.request('/api/v1/user/cagnottes', { method: 'POST', json: { charity_pot: body }, headers: bearer(token) });
      expect(res.status, description).toBe(201);
      const pot = await res.json();
      expectInert(pot.description);
      expect(pot.description).toContain('Bonjour à tous');
      const stored = await t.db.knex('pots').where({ id: pot.id }).first('description');
      expect(stored.description).toBe(pot.description);
    }
  });
});
