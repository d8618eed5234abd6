/**
 * The in-page half of the phone helper: finds an element by role and accessible name, by visible text,
 * by label or by CSS, the same way in every engine, and marks it (`data-engines-target`) so the driver
 * can act on it with its own, real input (WebDriver or BiDi clicks and keys). A plain string: scripts
 * built by tsx may carry helper calls that do not exist in the page.
 */
export type TextMatch = string | { source: string; flags: string };
export type Query =
  | { role: string; name?: TextMatch; level?: number; within?: Query; nth?: number }
  | { text: TextMatch; exact?: boolean; within?: Query; nth?: number }
  | { label: TextMatch; within?: Query; nth?: number }
  | { css: string; within?: Query; nth?: number };

/** A regular expression or a string as the page-side finder takes it. */
export function match(text: string | RegExp): TextMatch {
  return typeof text === 'string' ? text : { source: text.source, flags: text.flags };
}

export const FIND_SCRIPT = String.raw`(query, mark) => {
  const ROLES = {
    button: 'button,[role=button],input[type=submit],input[type=button],summary',
    link: 'a[href],[role=link]',
    heading: 'h1,h2,h3,h4,h5,h6,[role=heading]',
    radio: 'input[type=radio],[role=radio]',
    checkbox: 'input[type=checkbox],[role=checkbox]',
    textbox: 'input:not([type]),input[type=text],input[type=email],input[type=password],input[type=search],input[type=tel],input[type=number],textarea,[contenteditable=true],[role=textbox]',
    combobox: 'select,[role=combobox]',
    main: 'main,[role=main]', navigation: 'nav,[role=navigation]', form: 'form[aria-label],form[aria-labelledby],[role=form]', tab: '[role=tab]', tabpanel: '[role=tabpanel]', dialog: 'dialog,[role=dialog]', img: 'img,canvas[role=img],[role=img]',
    region: 'section[aria-label],section[aria-labelledby],[role=region]', row: 'tr,[role=row]', alert: '[role=alert]', status: '[role=status]',
  };
  const norm = (s) => (s || '').replace(/\s+/g, ' ').trim();
  const test = (m, s, exact) => {
    if (m == null) return true;
    s = norm(s);
    if (typeof m === 'string') return exact === false ? s.toLowerCase().includes(m.toLowerCase()) : s === m;
    return new RegExp(m.source, m.flags).test(s);
  };
  const visible = (el) => {
    if (!el.isConnected) return false;
    if (el.tagName === 'INPUT' && (el.type === 'radio' || el.type === 'checkbox')) {
      const label = el.labels && el.labels[0];
      if (label && label.getClientRects().length) return true;
    }
    if (el.tagName === 'OPTION') return true;
    const style = getComputedStyle(el);
    return el.getClientRects().length > 0 && style.visibility !== 'hidden';
  };
  const byIds = (ids) => ids.split(/\s+/).map((id) => document.getElementById(id)).filter(Boolean).map((e) => e.textContent).join(' ');
  const name = (el) => {
    if (el.getAttribute('aria-labelledby')) return byIds(el.getAttribute('aria-labelledby'));
    if (el.getAttribute('aria-label')) return el.getAttribute('aria-label');
    if (el.labels && el.labels.length) return Array.from(el.labels).map((l) => l.textContent).join(' ');
    if (el.tagName === 'IMG') return el.getAttribute('alt') || '';
    if (el.tagName === 'INPUT' && (el.type === 'submit' || el.type === 'button')) return el.value;
    if (/^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)) return el.getAttribute('title') || el.getAttribute('placeholder') || '';
    return el.textContent || el.getAttribute('title') || '';
  };
  const find = (q, scope) => {
    let found = [];
    if (q.role) {
      const css = ROLES[q.role] || '[role=' + q.role + ']';
      found = Array.from(scope.querySelectorAll(css)).filter((el) => test(q.name, name(el)));
      if (q.level) found = found.filter((el) => el.tagName === 'H' + q.level || el.getAttribute('aria-level') === String(q.level));
    } else if (q.text) {
      const all = Array.from(scope.querySelectorAll('body *'));
      const hits = all.filter((el) => test(q.text, el.textContent, q.exact === undefined ? false : q.exact));
      found = hits.filter((el) => !hits.some((other) => other !== el && el.contains(other)));
    } else if (q.label) {
      const labels = Array.from(scope.querySelectorAll('label')).filter((l) => test(q.label, l.textContent));
      found = labels.map((l) => l.control).filter(Boolean);
      found = found.concat(Array.from(scope.querySelectorAll('[aria-label],[aria-labelledby]')).filter((el) => test(q.label, name(el))));
    } else if (q.css) {
      found = Array.from(scope.querySelectorAll(q.css));
    }
    found = found.filter(visible);
    return found;
  };
  let scope = document;
  if (query.within) {
    const outer = find(query.within, document)[query.within.nth || 0];
    if (!outer) return null;
    scope = outer;
  }
  let el = find(query, scope)[query.nth || 0];
  if (!el) return null;
  // A radio or checkbox drawn by its label (the input itself 1 px and transparent): people press the label.
  if (mark && el.tagName === 'INPUT' && el.labels && el.labels[0] && el.getBoundingClientRect().width < 4) el = el.labels[0];
  if (!mark) return { text: norm(el.innerText || el.textContent), value: 'value' in el ? String(el.value) : null, checked: !!el.checked, disabled: !!el.disabled };
  window.__enginesMark = (window.__enginesMark || 0) + 1;
  el.setAttribute('data-engines-target', String(window.__enginesMark));
  return '[data-engines-target="' + window.__enginesMark + '"]';
}`;
