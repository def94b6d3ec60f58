import { createHash } from 'node:crypto';

/** Where the gateway serves a user's generated picture (an `/upload/` path: the API's, not the web app's). */
export function generatedAvatarPath(searchId: string): string {
  return `/upload/avatars/${searchId}.svg`;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * A picture made from the name alone: two colours from a hash of the id, a silhouette and the initial. Needs no
 * network and no storage, so demo hosts have faces on a machine without internet.
 */
export function avatarSvg(seed: string, name: string): string {
  const hash = createHash('sha256').update(seed).digest();
  const hue = Math.round((hash[0]! / 255) * 360);
  const second = (hue + 40 + Math.round((hash[1]! / 255) * 60)) % 360;
  const initial = [...name.trim()][0]?.toUpperCase() ?? '?';
  const letter = initial.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256" role="img">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 70% 62%)"/><stop offset="1" stop-color="hsl(${second} 65% 42%)"/>
</linearGradient></defs>
<rect width="256" height="256" fill="url(#g)"/>
<circle cx="128" cy="104" r="52" fill="hsl(${hue} 40% 92% / 0.9)"/>
<path d="M36 256c6-56 46-88 92-88s86 32 92 88z" fill="hsl(${hue} 40% 92% / 0.9)"/>
<text x="128" y="122" text-anchor="middle" font-family="system-ui, sans-serif" font-size="56" font-weight="700" fill="hsl(${second} 60% 30%)">${letter}</text>
</svg>`;
}
