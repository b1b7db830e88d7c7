import { useMenuStore } from '@ariakit/react';
import { useEffect } from 'react';

/**
 * The store of a menu that mounts already open (after OnDemand loaded it on a click): focus goes
 * to its first item as if its own button had opened it, so arrows and Escape work at once.
 */
export function useOpenedMenu() {
  const menu = useMenuStore({ defaultOpen: true });
  useEffect(() => {
    menu.setInitialFocus('first');
    menu.setAutoFocusOnShow(true);
  }, [menu]);
  return menu;
}
