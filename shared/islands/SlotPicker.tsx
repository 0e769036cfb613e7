import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Slot } from '../booking.ts';
import { FIELDS } from '../contact.ts';
import { slotDays } from './slot-days.ts';

type Labels = Record<'slots' | 'slotsHint' | 'noSlot' | 'day' | 'time', string>;

interface SlotPickerProps {
  id: string;
  slots: readonly Slot[];
  labels: Labels;
  /** Hydrated: days, then times, instead of the server's list. */
  enhanced: boolean;
  /** The chosen slot's start, '' for none. */
  chosen: string;
  onChoose: (start: string) => void;
  /** After a 409 without JavaScript: the server's message, shown at the group's head and read with it; its first choice is focused. */
  notice?: string | undefined;
}

/**
 * The optional slot of the message form (`name="slot"`, the value the slot's start in UTC). The
 * server renders the next slots as one radio group with „Kein Termin“ checked; hydrated, the
 * visitor picks a day, then a time. Both groups follow the APG radio group: the days are
 * role="radio" buttons with a roving tabindex (the arrow keys move and select, Tab enters at the
 * checked day and leaves the group); the times are native radios, which browsers give the same
 * keys.
 */
export function SlotPicker({ id, slots, labels, enhanced, chosen, onChoose, notice }: SlotPickerProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const days = slotDays(slots);
  const [picked, setDay] = useState(() => days.find((d) => d.times.some((t) => t.start === chosen))?.day ?? '');
  // A new list (the fresh one, a 409's) without the picked day starts the choice afresh.
  const day = days.some((d) => d.day === picked) ? picked : '';

  // Hydrated, days and times take less room than the server's list: the group keeps the list's
  // height, so nothing below it moves as the island hydrates (CLS 0).
  useLayoutEffect(() => void (listRef.current && (groupRef.current!.style.minHeight = `${groupRef.current!.offsetHeight}px`)), []);

  // A slot chosen in the server's list before hydration is kept.
  useEffect(() => {
    const checked = listRef.current?.querySelector<HTMLInputElement>('input:checked')?.value;
    if (!checked) return;
    onChoose(checked);
    setDay(slotDays(slots).find((d) => d.times.some((t) => t.start === checked))?.day ?? '');
    // Only the server's render is read, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const times = days.find((d) => d.day === day)?.times ?? [];
  return (
    <fieldset className="form__group slots" ref={groupRef} aria-describedby={notice ? `${id}-notice ${id}-hint` : `${id}-hint`}>
      <legend className="form__legend">{labels.slots}</legend>
      {notice ? (
        <p className="form__error" id={`${id}-notice`}>
          {notice}
        </p>
      ) : null}
      <p className="form__hint" id={`${id}-hint`}>
        {labels.slotsHint}
      </p>
      {enhanced ? (
        <>
          <DayGroup
            id={`${id}-days`}
            label={labels.day}
            options={[{ key: '', label: labels.noSlot }, ...days.map((d) => ({ key: d.day, label: d.day }))]}
            value={day}
            onChange={(next) => {
              setDay(next);
              onChoose('');
            }}
          />
          {day ? (
            <fieldset className="slots__times">
              <legend className="slots__caption">{`${labels.time} (${day})`}</legend>
              {times.map((t) => (
                <SlotRadio
                  key={t.start}
                  id={`${id}-${t.start}`}
                  value={t.start}
                  label={t.time}
                  checked={chosen === t.start}
                  onChoose={onChoose}
                />
              ))}
            </fieldset>
          ) : null}
        </>
      ) : (
        <div className="slots__list" ref={listRef}>
          <SlotRadio id={`${id}-none`} value="" label={labels.noSlot} defaultChecked={!chosen} autoFocus={Boolean(notice)} />
          {slots.map((slot) => (
            <SlotRadio
              key={slot.start}
              id={`${id}-${slot.start}`}
              value={slot.start}
              label={slot.label}
              defaultChecked={slot.start === chosen}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}

interface SlotRadioProps {
  id: string;
  value: string;
  label: string;
  checked?: boolean;
  defaultChecked?: boolean;
  autoFocus?: boolean;
  onChoose?: (start: string) => void;
}

/** One choice: a native radio and its label, the whole chip its target. */
function SlotRadio({ id, value, label, checked, defaultChecked, autoFocus, onChoose }: SlotRadioProps) {
  return (
    <label className="slot" htmlFor={id}>
      <input
        className="slot__input"
        type="radio"
        id={id}
        name={FIELDS.slot}
        value={value}
        checked={checked}
        defaultChecked={defaultChecked}
        // Only on the page that answers a 409: the new choice is where the visitor must act.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={autoFocus}
        onChange={onChoose ? () => onChoose(value) : undefined}
      />
      <span>{label}</span>
    </label>
  );
}

interface DayGroupProps {
  id: string;
  label: string;
  options: Array<{ key: string; label: string }>;
  value: string;
  onChange: (key: string) => void;
}

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** The days as an APG radio group: one tab stop (the checked day), arrows move and select, wrapping. */
function DayGroup({ id, label, options, value, onChange }: DayGroupProps) {
  const groupRef = useRef<HTMLDivElement>(null);
  const current = Math.max(
    0,
    options.findIndex((o) => o.key === value),
  );
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = STEPS[event.key];
    if (step === undefined && event.key !== ' ') return;
    event.preventDefault();
    const next = step === undefined ? current : (current + step + options.length) % options.length;
    onChange(options[next]!.key);
    groupRef.current?.querySelectorAll<HTMLElement>('[role="radio"]')[next]?.focus();
  };
  return (
    <div className="slots__days" role="radiogroup" aria-label={label} id={id} ref={groupRef}>
      {options.map((option, index) => (
        <button
          key={option.key}
          type="button"
          role="radio"
          className="slot slot--day"
          aria-checked={index === current}
          tabIndex={index === current ? 0 : -1}
          onClick={() => onChange(option.key)}
          onKeyDown={onKeyDown}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
