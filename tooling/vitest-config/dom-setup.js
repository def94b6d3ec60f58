// The setup file of every package's jsdom tests: Testing Library's matchers and clean-up, and what jsdom lacks.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// findBy… and waitFor give up after 1 s by default; on a loaded two-core CI machine a real gateway's answer can
// take longer. A wait still ends as soon as its condition holds, so passing tests are no slower.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no pointer capture; Radix's swipe and press handling call it on every pointer up.
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}

// jsdom does not scroll; the router restores scroll positions on every navigation.
window.scrollTo = () => {};
