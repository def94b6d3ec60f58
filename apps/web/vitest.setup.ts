import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// jsdom does not scroll; the router restores scroll positions on every navigation.
window.scrollTo = () => {};
