import type { Slot } from '../booking.ts';

export interface SlotDay {
  /** „Di., 1.\u00a0Dez.“ */
  day: string;
  times: Array<{ start: string; time: string }>;
}

/**
 * The slots grouped by day, in their order, for the island's days-then-times choice. The day and
 * the time come from the server's label („Di., 1. Dez., 09:30 Uhr“: the part after its last
 * comma is the time), so the browser shows exactly the server's wall-clock time in the owner's
 * time zone, whatever its own.
 */
export function slotDays(slots: readonly Slot[]): SlotDay[] {
  const days: SlotDay[] = [];
  for (const { start, label } of slots) {
    const cut = label.lastIndexOf(', ');
    const day = cut === -1 ? label : label.slice(0, cut);
    const time = cut === -1 ? label : label.slice(cut + 2);
    const last = days.at(-1);
    if (last?.day === day) last.times.push({ start, time });
    else days.push({ day, times: [{ start, time }] });
  }
  return days;
}
