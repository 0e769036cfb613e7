import t from 'tap';
import { comboKey, matchOption, PAGE_SIZE, type ComboState, type KeyLike } from '../../shared/islands/listbox-keys.ts';

const LABELS = ['Keynote anfragen', 'Externer KI-Lead', 'KI-Potenzial-Check', 'Sparringspartner', 'Sonstiges'];
const closed: ComboState = { open: false, active: 0, search: '' };
const openAt = (active: number, search = ''): ComboState => ({ open: true, active, search });
const press = (state: ComboState, key: string | KeyLike, selected = -1, labels = LABELS) =>
  comboKey(state, typeof key === 'string' ? { key } : key, labels, selected);

t.test('dropdown keys – closed: Down, Enter, Space and Alt+Down open on the current value', async (t) => {
  for (const key of ['ArrowDown', 'Enter', ' ']) {
    t.same(press(closed, key, 2), { state: openAt(2), preventDefault: true }, `${JSON.stringify(key)} with a value`);
    t.same(press(closed, key, -1), { state: openAt(0), preventDefault: true }, `${JSON.stringify(key)} without a value`);
  }
  t.same(press(closed, { key: 'ArrowDown', altKey: true }, 3)?.state, openAt(3));
});

t.test('dropdown keys – closed: Up opens on the first option, Alt+Up only opens', async (t) => {
  t.same(press(closed, 'ArrowUp', 3)?.state, openAt(0));
  t.same(press(closed, { key: 'ArrowUp', altKey: true }, 3)?.state, openAt(3));
});

t.test('dropdown keys – Home and End open and go to the first and last option', async (t) => {
  t.same(press(closed, 'Home', 2)?.state, openAt(0));
  t.same(press(closed, 'End', 2)?.state, openAt(4));
  t.same(press(openAt(2), 'Home')?.state, openAt(0));
  t.same(press(openAt(2), 'End')?.state, openAt(4));
});

t.test('dropdown keys – closed: other keys are not handled (Tab moves on, Escape bubbles)', async (t) => {
  for (const key of ['Tab', 'Escape', 'PageDown', 'ArrowLeft', 'Shift']) t.equal(press(closed, key, 1), null, key);
});

t.test('dropdown keys – open: Down and Up move and stop at the ends', async (t) => {
  t.same(press(openAt(1), 'ArrowDown')?.state, openAt(2));
  t.same(press(openAt(4), 'ArrowDown')?.state, openAt(4));
  t.same(press(openAt(1), 'ArrowUp')?.state, openAt(0));
  t.same(press(openAt(0), 'ArrowUp')?.state, openAt(0));
  t.same(press(openAt(1), { key: 'ArrowDown', altKey: true })?.state, openAt(1), 'Alt+Down on an open list stays');
});

t.test('dropdown keys – open: Page Up and Page Down jump ten options or to the end', async (t) => {
  t.equal(PAGE_SIZE, 10);
  t.same(press(openAt(1), 'PageDown')?.state, openAt(4));
  t.same(press(openAt(3), 'PageUp')?.state, openAt(0));
  const many = Array.from({ length: 30 }, (_, i) => `Option ${i}`);
  t.same(press(openAt(5), 'PageDown', -1, many)?.state, openAt(15));
  t.same(press(openAt(15), 'PageUp', -1, many)?.state, openAt(5));
});

t.test('dropdown keys – open: Enter, Space and Alt+Up choose the active option and close', async (t) => {
  for (const key of ['Enter', ' ', { key: 'ArrowUp', altKey: true }] as const) {
    const outcome = press(openAt(3), key, 0);
    t.equal(outcome?.select, 3, JSON.stringify(key));
    t.equal(outcome?.state.open, false);
    t.equal(outcome?.preventDefault, true);
  }
});

t.test('dropdown keys – open: Escape closes without choosing', async (t) => {
  const outcome = press(openAt(3), 'Escape', 1);
  t.equal(outcome?.select, undefined);
  t.equal(outcome?.state.open, false);
  t.equal(outcome?.preventDefault, true);
});

t.test('dropdown keys – open: Tab chooses, closes and still moves focus', async (t) => {
  const outcome = press(openAt(2), 'Tab', 0);
  t.equal(outcome?.select, 2);
  t.equal(outcome?.state.open, false);
  t.equal(outcome?.preventDefault, false, 'focus moves on');
});

t.test('dropdown keys – type-ahead opens and goes to the first match', async (t) => {
  t.same(press(closed, 's', -1), { state: openAt(3, 's'), preventDefault: true });
  t.same(press(closed, 'K', -1)?.state, openAt(0, 'K'), 'case-insensitive; nothing selected: from the top');
  t.same(press(closed, 'k', 0)?.state, openAt(2, 'k'), 'starts after the current value');
});

t.test('dropdown keys – type-ahead: several letters narrow, one letter repeated cycles', async (t) => {
  const first = press(openAt(4), 's')!;
  t.equal(first.state.active, 3, 's -> Sparringspartner');
  const second = press(first.state, 'o')!;
  t.same(second.state, openAt(4, 'so'), 'so -> Sonstiges');
  const again = press(openAt(3, 's'), 's')!;
  t.equal(again.state.active, 4, 'ss cycles to the next option starting with s');
  t.equal(press(again.state, 's')!.state.active, 3, 'and around');
});

t.test('dropdown keys – type-ahead: Space continues a search, a miss resets it', async (t) => {
  const outcome = press(openAt(0, 'keynote'), ' ')!;
  t.equal(outcome.state.search, 'keynote ');
  t.equal(outcome.select, undefined, 'Space inside a search does not choose');
  const miss = press(openAt(1), 'x')!;
  t.same(miss.state, openAt(1, ''), 'no match: stays, search cleared');
});

t.test('dropdown keys – modified characters are left to the browser', async (t) => {
  t.equal(press(openAt(1), { key: 'a', ctrlKey: true }), null);
  t.equal(press(closed, { key: 'r', metaKey: true }), null);
});

t.test('matchOption – wraps around and is case-insensitive', async (t) => {
  t.equal(matchOption(LABELS, 'ki', 3), 2);
  t.equal(matchOption(LABELS, 'KI-P', 0), 2);
  t.equal(matchOption(LABELS, 'zz', 0), -1);
  t.equal(matchOption(LABELS, '', 0), -1);
  t.equal(matchOption([], 'a', 0), -1);
});
