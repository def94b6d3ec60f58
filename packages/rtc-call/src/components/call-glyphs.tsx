// Icons of the call controls: 24-unit strokes in currentColor, hidden from assistive technology by IconButton.
import type { ReactNode } from 'react';

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

const slash = <path d="M3 3l18 18" />;

export const MicGlyph = ({ off = false }: { off?: boolean }) => (
  <Glyph>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
    {off && slash}
  </Glyph>
);

export const CameraGlyph = ({ off = false }: { off?: boolean }) => (
  <Glyph>
    <rect x="3" y="6" width="13" height="12" rx="2" />
    <path d="M16 10l5-3v10l-5-3" />
    {off && slash}
  </Glyph>
);

export const SwitchCameraGlyph = () => (
  <Glyph>
    <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
    <path d="M9 13a3 3 0 0 1 5-2M15 14a3 3 0 0 1-5 2" />
  </Glyph>
);

export const SpeakerGlyph = ({ off = false }: { off?: boolean }) => (
  <Glyph>
    <path d="M4 9h4l5-4v14l-5-4H4z" />
    {off ? slash : <path d="M16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11" />}
  </Glyph>
);

export const HangUpGlyph = () => (
  <Glyph>
    <path d="M3 14c5-5 13-5 18 0l-2 3-4-1v-3a10 10 0 0 0-6 0v3l-4 1z" />
  </Glyph>
);
