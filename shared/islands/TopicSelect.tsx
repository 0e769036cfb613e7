import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { FIELDS, PLACEHOLDERS, type Topic } from '../contact.ts';
import { comboKey, TYPEAHEAD_RESET_MS, type ComboState } from './listbox-keys.ts';

interface TopicSelectProps {
  /** Id of the combobox; the listbox and options derive theirs from it. */
  id: string;
  labelId: string;
  /** The chosen topic; '' shows the placeholder. */
  value: string;
  topics: readonly Topic[];
  onChange: (value: string) => void;
}

/** A list's pointer handler that calls `then` with the index of the option under the pointer, if any. */
const atOption = (then: (index: number) => void) => (event: MouseEvent<HTMLDivElement>) => {
  const option = event.target instanceof Element ? event.target.closest('[role="option"]') : null;
  const index = option ? [...event.currentTarget.children].indexOf(option) : -1;
  if (index >= 0) then(index);
};

/**
 * The topic dropdown: a select-only combobox after the WAI-ARIA APG pattern. Focus stays on the
 * combobox, which handles every key (listbox-keys.ts); the option with visual focus is named by
 * aria-activedescendant. Rendered only once hydrated (the server renders a native select).
 */
export function TopicSelect({ id, labelId, value, topics, onChange }: TopicSelectProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const selected = topics.findIndex((option) => option.value === value);
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${topics[index]?.value ?? index}`;

  const show = (next: boolean, nextActive = Math.max(selected, 0)) => {
    setOpen(next);
    if (next) setActive(nextActive);
  };
  const choose = (index: number) => {
    const option = topics[index];
    if (option) onChange(option.value);
    setOpen(false);
  };
  const labels = topics.map((option) => option.label);
  const onKeyDown = useComboKeys({ open, active, selected, labels }, show, choose);
  const { rootRef, listRef } = useComboView({ id, labelId, open, active, setOpen });

  return (
    <div className="combo" ref={rootRef}>
      <div
        id={id}
        className={`form__input form__select combo__box${selected < 0 ? ' combo__box--placeholder' : ''}`}
        role="combobox"
        tabIndex={0}
        aria-labelledby={labelId}
        aria-controls={listboxId}
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-activedescendant={open ? optionId(active) : undefined}
        onClick={() => show(!open)}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      >
        {selected >= 0 ? labels[selected] : PLACEHOLDERS.topic}
      </div>
      <div
        ref={listRef}
        id={listboxId}
        className="combo__list"
        role="listbox"
        aria-labelledby={labelId}
        tabIndex={-1}
        hidden={!open}
        // Keeps focus on the combobox; an option is chosen where the button is released, as in a native select.
        onMouseDown={(event) => event.preventDefault()}
        onMouseUp={atOption(choose)}
        onMouseMove={atOption(setActive)}
      >
        {topics.map((option, index) => (
          <div
            key={option.value}
            id={optionId(index)}
            className={`combo__option${index === active ? ' combo__option--active' : ''}`}
            role="option"
            aria-selected={index === selected}
          >
            {option.label}
          </div>
        ))}
      </div>
      <input type="hidden" name={FIELDS.topic} value={value} />
    </div>
  );
}

/** `selected`: the index of the current value, -1 for none. */
type ComboKeysState = Omit<ComboState, 'search'> & { selected: number; labels: readonly string[] };

/** The combobox's key handler: listbox-keys.ts decides what a key does, this applies it and ends a type-ahead after a pause. */
function useComboKeys(
  { open, active, selected, labels }: ComboKeysState,
  show: (open: boolean, active: number) => void,
  choose: (index: number) => void,
) {
  const search = useRef({ text: '', timer: 0 });
  useEffect(() => () => window.clearTimeout(search.current.timer), []);
  return (event: KeyboardEvent<HTMLElement>) => {
    const outcome = comboKey({ open, active, search: search.current.text }, event, labels, selected);
    if (!outcome) return;
    if (outcome.preventDefault) event.preventDefault();
    window.clearTimeout(search.current.timer);
    search.current.text = outcome.state.search;
    if (outcome.state.search) search.current.timer = window.setTimeout(() => (search.current.text = ''), TYPEAHEAD_RESET_MS);
    if (outcome.select !== undefined) choose(outcome.select);
    else show(outcome.state.open, outcome.state.active);
  };
}

type ComboView = Pick<TopicSelectProps, 'id' | 'labelId'> & { open: boolean; active: number; setOpen: (open: boolean) => void };

/** What the combobox does in the page: label clicks, clicks outside, the list's scrolling; the refs of its root and list. */
function useComboView({ id, labelId, open, active, setOpen }: ComboView) {
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // A label's `for` cannot name a div: a click on the label focuses the combobox, as it would a
  // native control (the APG example does the same). Keyboard users reach the combobox with Tab.
  useEffect(() => {
    const label = document.getElementById(labelId);
    const focus = () => document.getElementById(id)?.focus();
    label?.addEventListener('click', focus);
    return () => label?.removeEventListener('click', focus);
  }, [id, labelId]);

  // A click anywhere outside closes the list without choosing.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, setOpen]);

  // The option with visual focus is in view in the list (it scrolls above 16rem), and the open
  // list in the page, as a native select's popup is: the list last, so the page's scroll is its.
  useEffect(() => {
    if (!open) return;
    listRef.current?.children[active]?.scrollIntoView({ block: 'nearest' });
    listRef.current?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);
  return { rootRef, listRef };
}
