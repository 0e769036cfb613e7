/**
 * CTA links to the contact form (`<a href="/?anliegen=speaking#contact" data-topic="speaking">`).
 * Without JavaScript they load `/` with the topic pre-selected by the server. Here one delegated
 * listener keeps the visitor on the page instead: it sets the shared selected topic (the form
 * island follows it), scrolls to the form (smooth unless reduced motion, through CSS
 * `scroll-behavior`; `scroll-padding-top` keeps it clear of the fixed header) and moves focus.
 */
import { selectedTopic } from '../../shared/topic-store.ts';

export function topicLinks(doc: Document): void {
  doc.addEventListener('click', (event) => {
    // New tab, new window, download: the browser's business.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[data-topic]') : null;
    if (!(link instanceof HTMLAnchorElement) || !link.dataset.topic) return;
    const url = new URL(link.href);
    if (url.origin !== location.origin || url.pathname !== location.pathname || !url.hash) return;
    const target = doc.getElementById(decodeURIComponent(url.hash.slice(1)));
    if (!target) return;

    event.preventDefault();
    const topic = link.dataset.topic;
    selectedTopic.set(topic);
    // Until the form island is hydrated (or if it failed), its native select shows the choice.
    for (const select of target.querySelectorAll('select')) {
      if (Array.from(select.options).some((option) => option.value === topic)) select.value = topic;
    }
    // The address a native jump would show, without `?anliegen=`: the topic lives in the store.
    history.pushState(history.state, '', location.pathname + url.hash);

    // A keyboard activation (detail 0) lands in the form's first field; a pointer click leaves
    // focus on the section, so the next Tab continues there, as after a native jump, without
    // opening a phone's on-screen keyboard.
    const field =
      event.detail === 0
        ? target.querySelector<HTMLInputElement | HTMLTextAreaElement>(
            'form input:not([type="hidden"]):not([tabindex="-1"]), form textarea',
          )
        : null;
    if (field) {
      (field.form ?? field).scrollIntoView({ block: 'start' });
      field.focus({ preventScroll: true });
    } else {
      target.scrollIntoView({ block: 'start' });
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }
  });
}
