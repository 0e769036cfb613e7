import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { TopicOption } from '../contact.ts';
import type { TopicValue } from '../content/types.ts';
import { comboKey, TYPEAHEAD_RESET_MS, type ComboState } from './listbox-keys.ts';

export interface TopicSelectProps {
  /** Id of the combobox; the listbox and options derive theirs from it. */
  id: string;
  /** Id of the visible label. */
  labelId: string;
  /** Name under which the value is submitted. */
  name: string;
  /** The chosen topic; '' shows the placeholder. */
  value: TopicValue | '';
  options: readonly TopicOption[];
  placeholder: string;
  onChange: (value: TopicValue) => void;
}

/**
 * The topic dropdown: a select-only combobox after the WAI-ARIA APG pattern. Focus stays on
 * the combobox; the option with visual focus is named by aria-activedescendant. Rendered only
 * in the browser, after hydration (the server renders a native select in its place).
 */
export function TopicSelect({ id, labelId, name, value, options, placeholder, onChange }: TopicSelectProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useRef({ text: '', timer: 0 });
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const selected = options.findIndex((option) => option.value === value);
  const labels = options.map((option) => option.label);
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${options[index]?.value ?? index}`;

  const show = (next: boolean, nextActive = selected >= 0 ? selected : 0) => {
    setOpen(next);
    if (next) setActive(nextActive);
  };
  const choose = (index: number) => {
    const option = options[index];
    if (option) onChange(option.value);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const state: ComboState = { open, active, search: search.current.text };
    const outcome = comboKey(state, event, labels, selected);
    if (!outcome) return;
    if (outcome.preventDefault) event.preventDefault();
    window.clearTimeout(search.current.timer);
    search.current.text = outcome.state.search;
    if (outcome.state.search) {
      search.current.timer = window.setTimeout(() => (search.current.text = ''), TYPEAHEAD_RESET_MS);
    }
    if (outcome.select !== undefined) choose(outcome.select);
    else show(outcome.state.open, outcome.state.active);
  };

  // A click anywhere outside closes the list without choosing.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // An opened list is brought into view, as a native select's popup would be.
  useEffect(() => {
    if (open) listRef.current?.scrollIntoView({ block: 'nearest' });
  }, [open]);

  // The option with visual focus stays inside the scrolled list (max-height 16rem).
  useEffect(() => {
    const list = listRef.current;
    const option = open ? list?.children[active] : undefined;
    if (!list || !(option instanceof HTMLElement)) return;
    if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop;
    else if (option.offsetTop + option.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = option.offsetTop + option.offsetHeight - list.clientHeight;
    }
  }, [open, active]);

  useEffect(() => () => window.clearTimeout(search.current.timer), []);

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
        {selected >= 0 ? options[selected]!.label : placeholder}
      </div>
      <div
        ref={listRef}
        id={listboxId}
        className="combo__list"
        role="listbox"
        aria-labelledby={labelId}
        tabIndex={-1}
        hidden={!open}
        // Keeps focus on the combobox while an option is clicked.
        onMouseDown={(event) => event.preventDefault()}
      >
        {options.map((option, index) => (
          // The ARIA combobox pattern with aria-activedescendant: focus stays on the combobox,
          // which handles every key (listbox-keys.ts); options are never focused themselves.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
          <div
            key={option.value}
            id={optionId(index)}
            className={`combo__option${index === active ? ' combo__option--active' : ''}`}
            role="option"
            aria-selected={index === selected}
            onClick={() => choose(index)}
            onMouseMove={() => index !== active && setActive(index)}
          >
            {option.label}
          </div>
        ))}
      </div>
      <input type="hidden" name={name} value={value} />
    </div>
  );
}
