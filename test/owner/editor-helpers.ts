// The content editor through app.inject: its forms read as a browser would post them.
import { parseHtml } from '../html.ts';

/** What a browser posts from a page's editor form as shown, no button pressed: every field with its value, a ticked box as „ja“. */
export function formOf(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const field of parseHtml(html).querySelectorAll('form.editor input, form.editor textarea, form.editor select')) {
    const name = field.getAttribute('name');
    if (!name || (field.getAttribute('type') === 'checkbox' && !field.hasAttribute('checked'))) continue;
    if (field.tagName === 'TEXTAREA') fields[name] = field.text;
    else if (field.tagName === 'SELECT') fields[name] = field.querySelector('option[selected]')?.getAttribute('value') ?? '';
    else fields[name] = field.getAttribute('value') ?? '';
  }
  return fields;
}

/** The JSON-LD of a page, parsed. */
export const jsonLdOf = (html: string): unknown => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
