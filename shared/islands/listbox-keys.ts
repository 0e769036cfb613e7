/**
 * Keyboard behaviour of a select-only combobox, after the WAI-ARIA APG pattern
 * (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-select-only/).
 * Pure: the component keeps the state and applies the outcome, so every key is testable.
 */

export interface ComboState {
  open: boolean;
  /** Index of the option with visual focus (meaningful while open). */
  active: number;
  /** Type-ahead characters typed so far; the component clears it after a pause. */
  search: string;
}

export interface KeyLike {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

export interface KeyOutcome {
  state: ComboState;
  /** Index of the option that becomes the value. */
  select?: number;
  /** False only for Tab, which must still move focus. */
  preventDefault: boolean;
}

/** Options a Page Up / Page Down jumps over (APG: "jumps visual focus up 10 options"). */
export const PAGE_SIZE = 10;
/** A pause this long ends a type-ahead search. */
export const TYPEAHEAD_RESET_MS = 500;

const clamp = (index: number, count: number) => Math.max(0, Math.min(count - 1, index));

/** One key press's outcome, or null for a key the combobox leaves alone (default action, bubbling); `selected`: -1 for none. */
export function comboKey(state: ComboState, event: KeyLike, labels: readonly string[], selected: number): KeyOutcome | null {
  const count = labels.length;
  if (count === 0) return null;
  const { key, altKey = false, ctrlKey = false, metaKey = false } = event;
  const opened = (active: number, search = ''): KeyOutcome => ({
    state: { open: true, active: clamp(active, count), search },
    preventDefault: true,
  });
  const closed = (select?: number, preventDefault = true): KeyOutcome => ({
    state: { open: false, active: state.active, search: '' },
    select,
    preventDefault,
  });
  const current = selected >= 0 ? selected : 0;

  // Type-ahead, open or closed. Space is a character only in the middle of a search.
  const printable = key.length === 1 && !altKey && !ctrlKey && !metaKey;
  if (printable && (key !== ' ' || state.search !== '')) {
    const search = state.search + key;
    const start = state.open ? state.active + 1 : selected + 1;
    const match = matchOption(labels, search, start);
    return match < 0 ? opened(state.open ? state.active : current) : opened(match, search);
  }

  if (key === 'Home') return opened(0);
  if (key === 'End') return opened(count - 1);

  if (!state.open) {
    switch (key) {
      case 'ArrowDown':
      case 'Enter':
      case ' ':
        return opened(current);
      case 'ArrowUp':
        // APG: "first opens the listbox if it is not already displayed and then moves visual
        // focus to the first option". Alt+Up on a closed box only opens it.
        return opened(altKey ? current : 0);
      default:
        return null;
    }
  }

  switch (key) {
    case 'ArrowDown':
      return altKey ? opened(state.active) : opened(state.active + 1);
    case 'ArrowUp':
      return altKey ? closed(state.active) : opened(state.active - 1);
    case 'PageDown':
      return opened(state.active + PAGE_SIZE);
    case 'PageUp':
      return opened(state.active - PAGE_SIZE);
    case 'Enter':
    case ' ':
      return closed(state.active);
    case 'Escape':
      return closed();
    case 'Tab':
      return closed(state.active, false);
    default:
      return null;
  }
}

/**
 * The first option, searching from `start` and wrapping around, whose label starts with the
 * search string (case-insensitive). When the string is one letter repeated ("kkk"), the search
 * cycles through the options starting with that letter, as native selects do. -1: none.
 */
export function matchOption(labels: readonly string[], search: string, start: number): number {
  const count = labels.length;
  if (count === 0 || search === '') return -1;
  const needle = search.toLocaleLowerCase('de');
  const order = Array.from({ length: count }, (_, i) => (((start + i) % count) + count) % count);
  const first = (prefix: string) => order.find((i) => labels[i]!.toLocaleLowerCase('de').startsWith(prefix));
  const repeated = [...needle].every((c) => c === needle[0]);
  return first(needle) ?? (repeated ? first(needle[0]!) : undefined) ?? -1;
}
