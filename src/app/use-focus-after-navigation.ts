import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

const HEADING_WAIT_MS = 3000;

/** Whether focus is somewhere a page would not have put it: nowhere, or on what started the navigation. */
function focusIsOutsidePage(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  // Someone has since opened a dialog (the palette, a menu): leave focus there.
  if (active.closest('[role="dialog"], [role="alertdialog"], [role="menu"]')) return false;
  return active.closest('#main') === null || active.id === 'main';
}

/**
 * After moving to another page, focus goes to the new page's heading (once it is on screen) and
 * the page's title (its heading) is announced; a page that already placed focus itself keeps it. Returns the text
 * of the announcement.
 */
export function useFocusAfterNavigation(): string {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let frame = 0;
    const started = performance.now();
    const place = () => {
      const heading = document.querySelector<HTMLElement>('#main h1');
      if (!heading && performance.now() - started < HEADING_WAIT_MS) {
        frame = requestAnimationFrame(place);
        return;
      }
      if (focusIsOutsidePage()) {
        const target = heading ?? document.getElementById('main');
        if (target) {
          if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
          target.focus({ preventScroll: true });
          window.scrollTo({ top: 0 });
        }
      }
      // The heading names the page as soon as it is on screen; the document title may still be the
      // last page's while the new page's words load.
      const title = heading?.textContent?.trim() || (document.title.split(' · ')[0] ?? document.title);
      setAnnouncement(title);
    };
    frame = requestAnimationFrame(place);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return announcement;
}
