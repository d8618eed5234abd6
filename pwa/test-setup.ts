// Setup of the 'pwa' vitest project (jsdom): IndexedDB for Dexie, and a clean DOM after each test.
import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { cleanup, configure, fireEvent } from '@testing-library/react';
import { options } from 'preact';
import { installDocumentTitle } from './lib/document-title';

// jsdom does not implement scrolling; the router scrolls to the top after each navigation.
window.scrollTo = () => undefined;

// The PWA runs on Preact (pwa/react-aliases.ts), whose `onChange` on a text box listens to the `input`
// event, as a browser fires it at each keystroke (React listens to both). `fireEvent.change` sets the
// value and sends `change`; the `input` event that typing would also have sent is sent here.
const sendChange = fireEvent.change;
fireEvent.change = (element, init) => {
  const sent = sendChange(element, init);
  const typed = element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && !/^(checkbox|radio|file)$/.test(element.type));
  return typed ? fireEvent.input(element) && sent : sent;
};

// vitest now bundles the libraries too (for the alias to reach them), so a test's first lazy route can
// take more than the default second to import on a loaded machine: waiting is not what tests measure.
configure({ asyncUtilTimeout: 5000 });

// As shipped: a page's <title> sets the document's title.
installDocumentTitle();
// Preact runs effects after the next paint; jsdom never paints, so they run right after each render
// (as React runs them when a test waits), and a test sees a render's effects with the render.
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

afterEach(() => {
  cleanup();
  localStorage.clear();
});
