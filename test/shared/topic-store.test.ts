import { site } from '../helpers.ts';
import t from 'tap';
import { isTopic } from '../../shared/contact.ts';
import { createStore, NO_TOPIC, selectedTopic } from '../../shared/topic-store.ts';

t.test('topic store – starts at the spec default, which selects nothing', async (t) => {
  t.equal(selectedTopic.get(), 'lightning');
  t.equal(NO_TOPIC, 'lightning');
  t.notOk(isTopic(selectedTopic.get(), site.topics), 'the placeholder shows');
});

t.test('topic store – known topics select, anything else means nothing selected', async (t) => {
  for (const topic of ['speaking', 'kilead', 'potenzialcheck', 'sparring', 'sonstiges']) t.ok(isTopic(topic, site.topics), topic);
  for (const value of ['lightning', '', 'Speaking', 'toString', '__proto__']) t.notOk(isTopic(value, site.topics), JSON.stringify(value));
});

t.test('topic store – set tells every subscriber the new value', async (t) => {
  const store = createStore('lightning');
  const a: string[] = [];
  const b: string[] = [];
  store.subscribe((v) => a.push(v));
  store.subscribe((v) => b.push(v));
  store.set('speaking');
  store.set('kilead');
  t.same(a, ['speaking', 'kilead']);
  t.same(b, ['speaking', 'kilead']);
  t.equal(store.get(), 'kilead');
});

t.test('topic store – setting the current value again is no change', async (t) => {
  const store = createStore('speaking');
  let calls = 0;
  store.subscribe(() => calls++);
  store.set('speaking');
  t.equal(calls, 0);
});

t.test('topic store – unsubscribe stops the calls, also from inside a listener', async (t) => {
  const store = createStore('a');
  const seen: string[] = [];
  const stopFirst = store.subscribe((v) => {
    seen.push(`first:${v}`);
    stopFirst();
  });
  store.subscribe((v) => seen.push(`second:${v}`));
  store.set('b');
  store.set('c');
  t.same(seen, ['first:b', 'second:b', 'second:c'], 'the second listener is not skipped when the first leaves');
});
