import { useState } from 'react';
import { startOf, type SlotDay } from '../slots.ts';
import { FIELDS } from '../contact.ts';
import { contactForm } from '../content/contact-form.ts';
import { count } from '../format.ts';
import { FormNotice } from './FormField.tsx';

interface SlotPickerProps {
  id: string;
  days: readonly SlotDay[];
  /** The chosen slot's start, '' for none. */
  chosen: string;
  onChoose?: (start: string) => void;
  /** The day open at first: the chosen slot's, or one the server names (a 409's), else the first. */
  openDay?: string | undefined;
  /** The server's sentence at the group's head (a slot taken meanwhile), focused when it appears. */
  notice?: string | undefined;
  /** A field error (no slot chosen), shown like the other fields'. */
  error?: string | undefined;
}

/**
 * Every free slot: one native disclosure per day, one open at a time (`<details name>`), its times as native radios.
 * The same markup with and without JavaScript, so nothing moves as the island hydrates; hydrated, the open day is
 * remembered, so a 409's fresh list keeps it open with the times left.
 */
export function SlotPicker({ id, days, chosen, onChoose, openDay, notice, error }: SlotPickerProps) {
  const [open, setOpen] = useState(() => days.find((d) => d.times.some((t) => startOf(d, t) === chosen))?.date ?? openDay);
  const shown = days.some((d) => d.date === open) ? open : days[0]?.date;
  const described = [notice ? `${id}-notice` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="form__group slots" aria-describedby={described} aria-invalid={error ? true : undefined}>
      <legend className="form__legend">{contactForm.labels.slots}</legend>
      {notice ? <FormNotice id={`${id}-notice`} text={notice} focus error /> : null}
      {days.map((day) => (
        <details
          key={day.date}
          className="slot-day"
          name={`${id}-day`}
          open={day.date === shown}
          onToggle={(event) => event.currentTarget.open && setOpen(day.date)}
        >
          <summary className="slot-day__name">
            {day.day} <span className="slot-day__count">{count(day.times.length, contactForm.labels.time, contactForm.labels.times)}</span>
          </summary>
          <div className="slot-day__times">
            {day.times.map((time) => {
              const start = startOf(day, time);
              return (
                <label key={time} className="slot">
                  <input
                    className="slot__input"
                    type="radio"
                    name={FIELDS.slot}
                    value={start}
                    required
                    defaultChecked={start === chosen}
                    onChange={onChoose ? () => onChoose(start) : undefined}
                  />
                  {time}
                </label>
              );
            })}
          </div>
        </details>
      ))}
      {error ? (
        <p className="form__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
