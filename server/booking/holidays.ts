/**
 * Germany's nationwide public holidays (the nine every Land keeps). The movable ones follow Easter Sunday, computed with
 * Lichtenberg's form of Gauss's Easter formula. Regional holidays are the owner's to add to his calendar.
 */
import { DAY_MS } from '../../shared/clock.ts';

const FIXED = ['01-01', '05-01', '10-03', '12-25', '12-26'];
/** Good Friday, Easter Monday, Ascension, Whit Monday: days after Easter Sunday. */
const AFTER_EASTER = [-2, 1, 39, 50];

/** Easter Sunday (ms) as a day of March, which Date.UTC carries into April; k, m, s, a, d and r are the formula's own quantities. */
function easterSunday(year: number): number {
  const k = Math.floor(year / 100);
  const m = 15 + Math.floor((3 * k + 3) / 4) - Math.floor((8 * k + 13) / 25);
  const s = 2 - Math.floor((3 * k + 3) / 4);
  const a = year % 19;
  const d = (19 * a + m) % 30;
  const r = Math.floor((d + Math.floor(a / 11)) / 29);
  const fullMoon = 21 + d - r;
  const firstSunday = 7 - ((year + Math.floor(year / 4) + s) % 7);
  return Date.UTC(year, 2, fullMoon + 7 - ((fullMoon - firstSunday) % 7));
}

export function isGermanHoliday(date: string): boolean {
  const easter = easterSunday(Number(date.slice(0, 4)));
  const movable = AFTER_EASTER.map((offset) => new Date(easter + offset * DAY_MS).toISOString().slice(0, 10));
  return FIXED.includes(date.slice(5)) || movable.includes(date);
}
