/** Aura's logo mark; decorative, the brand name is always next to it or in the link's label. */
export function BrandMark() {
  return (
    <svg
      className="brand-mark"
      viewBox="0 0 64 64"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="aura-brand-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#db2777" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#aura-brand-gradient)" />
      <circle cx="32" cy="32" r="13" fill="none" stroke="#fff" strokeWidth="6" />
    </svg>
  );
}
