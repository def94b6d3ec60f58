// tsc emits the JavaScript; the stylesheets the components import are copied beside it.
import { cpSync } from 'node:fs';

cpSync('src', 'dist', { recursive: true, filter: (path) => !path.includes('.') || path.endsWith('.css') });
