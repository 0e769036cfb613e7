import t from 'tap';
import { BEACON_PATH, FORM_EVENTS } from '../../shared/stats.ts';
import { postForm, validFields } from '../contact/helpers.ts';
import { routeList, signedInOwner } from './auth-helpers.ts';

t.test('no public route sets a cookie, not even for a browser that carries the owner’s', async (t) => {
  const { app, cookie } = await signedInOwner(t);
  const routes = routeList(app).filter(({ path }) => !path.startsWith('/intern'));
  t.ok(routes.length > 30, `${routes.length} public routes`);
  const browser = {
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36',
    accept: 'text/html',
    'accept-encoding': 'br, gzip',
  };
  for (const headers of [browser, { ...browser, cookie }]) {
    const answers: Array<[string, { statusCode: number; headers: Record<string, unknown>; body: string }]> = [];
    for (const { path, methods } of routes) {
      for (const method of methods) {
        if (method === 'POST') continue;
        answers.push([`${method} ${path}`, await app.inject({ method: method as 'GET', url: path, headers })]);
      }
    }
    for (const url of ['/?anliegen=speaking', '/?status=gesendet', '/gibt-es-nicht', '/impressum/', '/form-token'])
      answers.push([`GET ${url}`, await app.inject({ url, headers })]);
    answers.push(['POST /sendForm.php', await postForm(app, validFields(), { headers: { ...headers, origin: app.config.publicUrl } })]);
    answers.push(['POST /sendForm.php (spam)', await postForm(app, validFields({ website: 'x' }), { headers })]);
    answers.push(['POST /sendForm.php (broken)', await app.inject({ method: 'POST', url: '/sendForm.php', headers, payload: 'x' })]);
    answers.push([
      'POST beacon',
      await app.inject({
        method: 'POST',
        url: `${BEACON_PATH}?e=${FORM_EVENTS.view}`,
        headers: { ...headers, origin: app.config.publicUrl },
      }),
    ]);
    for (const [label, res] of answers) {
      t.ok(res.statusCode < 500, `${label}: ${res.statusCode}`);
      t.notOk(res.body.includes(app.assets.owner.css) || res.body.includes(app.assets.owner.script), `${label}: no owner asset`);
      t.equal(res.headers['set-cookie'], undefined, `${label}: no Set-Cookie`);
    }
  }
});

t.test('the crawler files know nothing of /intern', async (t) => {
  const { app } = await signedInOwner(t);
  for (const url of ['/sitemap.xml', '/llms.txt', '/robots.txt']) t.notMatch((await app.inject({ url })).body, /intern/, url);
});
