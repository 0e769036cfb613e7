/**
 * The phone menu and the wide screens' "Angebote" are `<details>` and work without JavaScript.
 * Here they learn the manners of a real menu: a link inside closes it, and so does a tap
 * anywhere outside it, the header's own "Kontakt" button included (the visitor would otherwise
 * land on a section under an open menu); Escape closes it and returns focus to its button.
 */
export function siteMenu(doc: Document): void {
  const menus = Array.from(doc.querySelectorAll<HTMLDetailsElement>('details.site-menu, details.site-submenu'));
  doc.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    for (const menu of menus) {
      if (menu.open && (!target || !menu.contains(target) || target.closest('a'))) menu.open = false;
    }
  });
  doc.addEventListener('keydown', (event) => {
    const menu = menus.find((m) => m.open && event.target instanceof Node && m.contains(event.target));
    if (event.key !== 'Escape' || !menu) return;
    menu.open = false;
    menu.querySelector('summary')?.focus();
  });
}
