// The installable app in the rewards' chunk (docs/push.md): the helper (zhushou) and download pages with the push
// prompt and the install card, its notices, and its start. Re-exported by rewards-route-pages.tsx and loaded with
// it: a chunk of its own, or a start from main.tsx, would be bytes in the entry over the first load's budget.
import { AppHelperPage } from '../pwa/app-helper-page.tsx';

export { PwaNotices } from '../pwa/pwa-notices.tsx';
export { startPwa } from '../pwa/start.ts';

export function DownloadRoutePage() {
  return <AppHelperPage page="download" />;
}

export function ZhushouRoutePage() {
  return <AppHelperPage page="zhushou" />;
}
