const two = (n: number) => String(n).padStart(2, '0');

/**
 * A call's duration as spec §3 writes it: mm:ss, or HH:mm:ss from one hour; under one second shows as one
 * second (a call that connected was a call).
 */
export function formatCallDuration(seconds: number): string {
  const whole = Math.max(1, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = whole % 60;
  return hours > 0 ? `${two(hours)}:${two(minutes)}:${two(secs)}` : `${two(minutes)}:${two(secs)}`;
}
