// A store that cannot be written (read-only or full disk) must never produce a false success.
import { chmod } from 'node:fs/promises';
import path from 'node:path';
import t from 'tap';
import { postForm, storeContents, validFields } from './helpers.ts';
import { testApp } from '../helpers.ts';

const NOBODY = 65534;

/**
 * Makes DATA_DIR unwritable. Root ignores permission bits, so as root the process also takes
 * the identity of `nobody` (reversibly: seteuid keeps the saved root id) until restore().
 */
async function makeReadOnly(dataDir: string) {
  const dirs = ['', 'tmp', 'new', 'cur', 'tokens', '.Quarantine/tmp', '.Quarantine/new'].map((d) => path.join(dataDir, d));
  for (const dir of dirs) await chmod(dir, 0o500);
  const root = process.geteuid?.() === 0;
  if (root) process.seteuid!(NOBODY);
  return async () => {
    if (root) process.seteuid!(0);
    for (const dir of dirs) await chmod(dir, 0o700);
  };
}

t.test('store – a read-only DATA_DIR answers 503 with success false, then recovers without a restart', async (t) => {
  const { app } = await testApp(t);
  const { dataDir } = app.config;
  t.equal((await postForm(app, validFields())).statusCode, 200, 'writable at first');
  t.equal(await app.leads.checkWritable(), true);

  const restore = await makeReadOnly(dataDir);
  let restored = false;
  t.teardown(async () => {
    if (!restored) await restore();
  });
  const fields = validFields();
  const refused = await postForm(app, fields);
  const spam = await postForm(app, validFields({ website: 'x' }));
  const html = await postForm(app, validFields(), { headers: { accept: 'text/html' } });
  const writable = await app.leads.checkWritable();
  const status = app.leads.status();
  await restore();
  restored = true;

  t.equal(refused.statusCode, 503);
  t.same(refused.json(), { success: false, message: refused.json().message });
  t.equal(refused.json().success, false, 'never a false success');
  t.equal(spam.statusCode, 503, 'spam too: it could not be kept in the quarantine');
  t.equal(html.statusCode, 303);
  t.equal(
    html.headers.location,
    '/?anliegen=speaking&kontakt=fehler&formular=nachricht#nachricht-error',
    'a browser without JavaScript sees the error',
  );
  t.equal(writable, false, 'checkWritable() says so');
  t.equal(status.writable, false, 'status() says so');

  // The visitor retries with the same form (same token): accepted now, the token was not used up.
  const retry = await postForm(app, fields);
  t.equal(retry.statusCode, 200);
  t.equal(app.leads.status().writable, true);
  const store = await storeContents(dataDir);
  t.equal(store.pending.length, 2);
  t.same(store.tmp, [], 'no debris in tmp/');
});
