/**
 * The phone menu is a `<details>` and works without JavaScript. Here it learns two manners of
 * a real menu: a link that stays on the page closes it (the visitor would otherwise land on
 * the section under an open menu), and Escape closes it and returns focus to its button.
 */
export function siteMenu(doc: Document): () => void {
  const menus = Array.from(doc.querySelectorAll<HTMLDetailsElement>('details.site-menu'));
  const cleanups = menus.map((menu) => {
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a')) menu.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !menu.open) return;
      menu.open = false;
      menu.querySelector('summary')?.focus();
    };
    menu.addEventListener('click', onClick);
    menu.addEventListener('keydown', onKeyDown);
    return () => {
      menu.removeEventListener('click', onClick);
      menu.removeEventListener('keydown', onKeyDown);
    };
  });
  return () => cleanups.forEach((cleanup) => cleanup());
}
