// tsc emits the JavaScript; the translation files it loads on demand are copied beside it.
import { cpSync } from 'node:fs';

cpSync('src/locales', 'dist/locales', { recursive: true });
