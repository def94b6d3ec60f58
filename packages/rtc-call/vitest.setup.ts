import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// The browser test runs in Node (it drives Chromium); the rest runs in jsdom.
if (typeof Element !== 'undefined' && !Element.prototype.hasPointerCapture) {
  // jsdom has no pointer capture; Radix's press handling calls it on every pointer up.
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}
