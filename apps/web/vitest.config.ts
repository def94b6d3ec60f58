import { auraVitestConfig } from '@aura/vitest-config';
import react from '@vitejs/plugin-react';

export default auraVitestConfig({
  environment: 'jsdom',
  setupFiles: ['./vitest.setup.ts'],
  plugins: [react()],
});
