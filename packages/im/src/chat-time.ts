/**
 * Chat times as spec §3 writes them, in the viewer's time zone: `HH:mm` today, `Yesterday HH:mm` for yesterday
 * (its word from the catalog), otherwise `MM-DD HH:mm`.
 */
export type ChatTime =
  { kind: 'today'; time: string } | { kind: 'yesterday'; time: string } | { kind: 'date'; time: string };

const pad = (value: number) => String(value).padStart(2, '0');

function dayStart(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

export function chatTime(at: number, now: number): ChatTime {
  const date = new Date(at);
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  const today = dayStart(new Date(now));
  const day = dayStart(date);
  if (day === today) return { kind: 'today', time };
  // The day before today's start: a day of 23 or 25 hours (a clock change) still counts as one day.
  if (day === dayStart(new Date(today - 1))) return { kind: 'yesterday', time };
  return { kind: 'date', time: `${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${time}` };
}
