/** `system` follows the operating system's light or dark preference. */
export type Theme = 'light' | 'dark' | 'system';

/** Pins the colour theme on `root` (the document by default); tokens follow through CSS. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
}
