// Setup of the 'pwa' vitest project (jsdom): IndexedDB for Dexie, and a clean DOM after each test.
import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// jsdom does not implement scrolling; the router scrolls to the top after each navigation.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  localStorage.clear();
});
