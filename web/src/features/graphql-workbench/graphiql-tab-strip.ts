import { useEffect, type RefObject } from 'react';

/**
 * GraphiQL draws each editor tab as role="tab" holding two buttons (show, close): controls nested
 * in a control, which screen readers cannot announce (axe: nested-interactive, serious). Until its
 * markup changes, the strip inside `container` is kept a plain list of buttons, the shown tab's
 * button marked aria-current. GraphiQL re-renders tabs as they are opened, closed and chosen, so
 * this watches the strip rather than fixing it once.
 */
export function useTabStripAsButtonList(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const repair = () => {
      for (const strip of root.querySelectorAll('.graphiql-tabs[role="tablist"]'))
        strip.removeAttribute('role');
      for (const tab of root.querySelectorAll('.graphiql-tab')) {
        tab.removeAttribute('role');
        tab.removeAttribute('aria-selected');
        const button = tab.querySelector('.graphiql-tab-button');
        if (tab.classList.contains('graphiql-tab-active')) button?.setAttribute('aria-current', 'true');
        else button?.removeAttribute('aria-current');
      }
    };
    repair();
    const observer = new MutationObserver(repair);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['role', 'aria-selected', 'class'],
    });
    return () => observer.disconnect();
  }, [container]);
}
