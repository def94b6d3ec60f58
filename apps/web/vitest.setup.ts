import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// findBy… and waitFor give up after 1 s by default; on a loaded two-core CI machine a real gateway's answer can
// take longer. A wait still ends as soon as its condition holds, so passing tests are no slower.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not scroll; the router restores scroll positions on every navigation.
window.scrollTo = () => {};
