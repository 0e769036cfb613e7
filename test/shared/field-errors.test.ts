// The form's inline errors follow the server's own rules (shared/contact-rules.ts).
import { site } from '../helpers.ts';
import t from 'tap';
import { FIELD_ERRORS, FIELD_LIMITS } from '../../shared/contact.ts';
import { fieldError } from '../../shared/islands/field-errors.ts';
import { validateLead } from '../../server/contact/validate.ts';

t.test('field errors – one German text per rule the server applies', async (t) => {
  t.equal(fieldError('name', '  '), FIELD_ERRORS.name);
  t.equal(fieldError('name', 'Max\tMuster'), FIELD_ERRORS.nameInvalid, 'a control character the server would refuse');
  t.equal(fieldError('name', 'Zoë Ağaoğlu'), undefined);
  t.equal(fieldError('email', ''), FIELD_ERRORS.emailMissing);
  t.equal(fieldError('email', 'kaputt'), FIELD_ERRORS.emailInvalid);
  t.equal(fieldError('email', 'a@b'), undefined, 'what input type=email and the server accept');
  t.equal(fieldError('message', '\n \n'), FIELD_ERRORS.message);
  t.equal(fieldError('message', 'x'.repeat(FIELD_LIMITS.message + 1)), FIELD_ERRORS.tooLong);
});

t.test('field errors – the form passes exactly what the server accepts', async (t) => {
  const names = ['Max', ' ', 'Max\u200FM', 'A\u2028B'];
  const emails = ['max@b.de', 'a@b', 'a@-b.de', 'ä@b.de', ' max@b.de '];
  for (const name of names) {
    for (const email of emails) {
      const server = validateLead({ name, email, cta_type: '', message: 'Hallo' }, site).ok;
      const form = !fieldError('name', name) && !fieldError('email', email);
      const label = JSON.stringify({ name, email }).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
      t.equal(form, server, label);
    }
  }
});
