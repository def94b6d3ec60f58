import * as RadixAvatar from '@radix-ui/react-avatar';
import './avatar.css';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';
export type AvatarPresence = 'online' | 'busy' | 'offline';

export interface AvatarProps {
  /** The person's name: the picture's alternative text and the fallback's accessible name. */
  name: string;
  src?: string;
  /** Shown while the picture loads or when it fails; the first letters of the first two words of `name` by default. */
  initials?: string;
  size?: AvatarSize;
  /** Draws a presence dot in the corner. */
  presence?: AvatarPresence;
  /** What the dot means ("Online"); without it the dot is decorative. */
  presenceLabel?: string;
  className?: string;
}

function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/u)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

/** A round profile picture with an initials fallback and an optional presence dot. */
export function Avatar({
  name,
  src,
  initials,
  size = 'md',
  presence,
  presenceLabel,
  className,
}: AvatarProps) {
  return (
    <span className={['aura-avatar', className].filter(Boolean).join(' ')} data-size={size}>
      <RadixAvatar.Root className="aura-avatar-frame">
        {src && <RadixAvatar.Image className="aura-avatar-image" src={src} alt={name} />}
        <RadixAvatar.Fallback className="aura-avatar-fallback" role="img" aria-label={name}>
          <span aria-hidden="true">{initials ?? initialsOf(name)}</span>
        </RadixAvatar.Fallback>
      </RadixAvatar.Root>
      {presence &&
        (presenceLabel ? (
          <span
            className="aura-avatar-presence"
            data-presence={presence}
            role="img"
            aria-label={presenceLabel}
          />
        ) : (
          <span className="aura-avatar-presence" data-presence={presence} aria-hidden="true" />
        ))}
    </span>
  );
}
