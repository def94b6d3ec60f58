import { useEffect, useRef, useState } from 'react';
import './countdown.css';

export interface CountdownProps {
  /** Counts down this many seconds from when it mounts (or from when the value changes). */
  seconds?: number;
  /** Counts down to this moment, in milliseconds since the epoch; wins over `seconds`. */
  endsAt?: number;
  /** Called once when the count reaches zero. */
  onDone?: () => void;
  /** The clock, in milliseconds since the epoch; `Date.now` unless a test or the server's clock is given. */
  now?: () => number;
  /** Names the timer for assistive technology ("Time left in this call"). */
  label?: string;
  /** Announced politely when the count reaches zero ("Time is up"); the ticking itself is never announced. */
  doneAnnouncement?: string;
  className?: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `mm:ss` below one hour, `HH:mm:ss` from one hour. */
export function formatCountdown(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return hours > 0 ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

function remainingMs(deadline: number, now: number): number {
  return Math.max(0, deadline - now);
}

/** A mm:ss (or HH:mm:ss) countdown that calls `onDone` once at zero. */
export function Countdown({
  seconds = 0,
  endsAt,
  onDone,
  now = Date.now,
  label,
  doneAnnouncement,
  className,
}: CountdownProps) {
  const [leftMs, setLeftMs] = useState(() =>
    endsAt === undefined ? Math.max(0, seconds * 1000) : remainingMs(endsAt, now()),
  );
  // The latest clock and callback, read by the running timer without restarting it when they change.
  const latest = useRef({ now, onDone });
  useEffect(() => {
    latest.current = { now, onDone };
  });

  useEffect(() => {
    const readClock = () => latest.current.now();
    const deadline = endsAt ?? readClock() + Math.max(0, seconds) * 1000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const left = remainingMs(deadline, readClock());
      setLeftMs(left);
      if (left === 0) {
        latest.current.onDone?.();
        return;
      }
      // Wake at the next whole-second boundary, so the display changes on time even if timers drift.
      timer = setTimeout(tick, left % 1000 || 1000);
    };
    timer = setTimeout(tick, 0);
    return () => clearTimeout(timer);
  }, [seconds, endsAt]);

  const done = leftMs === 0;
  return (
    <span className={['aura-countdown', className].filter(Boolean).join(' ')} data-done={done || undefined}>
      <span role="timer" aria-live="off" aria-label={label} className="aura-countdown-time">
        {formatCountdown(Math.ceil(leftMs / 1000))}
      </span>
      <span role="status" className="aura-visually-hidden">
        {done ? doneAnnouncement : null}
      </span>
    </span>
  );
}
