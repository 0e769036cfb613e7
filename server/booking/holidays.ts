/**
 * Germany's nationwide public holidays (the nine every Land keeps). The movable ones follow Easter Sunday, computed with
 * the anonymous Gregorian algorithm (Meeus/Jones/Butcher). Regional holidays are the owner's to add to his calendar.
 */
import { DAY_MS } from '../../shared/clock.ts';

const FIXED = ['01-01', '05-01', '10-03', '12-25', '12-26'];
/** Good Friday, Easter Monday, Ascension, Whit Monday: days after Easter Sunday. */
const AFTER_EASTER = [-2, 1, 39, 50];

function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day);
}

export function isGermanHoliday(date: string): boolean {
  const easter = easterSunday(Number(date.slice(0, 4)));
  const movable = AFTER_EASTER.map((offset) => new Date(easter + offset * DAY_MS).toISOString().slice(0, 10));
  return FIXED.includes(date.slice(5)) || movable.includes(date);
}
