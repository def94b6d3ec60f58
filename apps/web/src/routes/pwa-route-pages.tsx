// The helper (zhushou) and download pages, one lazy chunk with the push prompt and the install card (docs/push.md).
import { AppHelperPage } from '../pwa/app-helper-page.tsx';

export function DownloadRoutePage() {
  return <AppHelperPage page="download" />;
}

export function ZhushouRoutePage() {
  return <AppHelperPage page="zhushou" />;
}
