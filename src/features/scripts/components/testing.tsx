import type { ReactNode } from 'react';
import { useLocation, type RouteObject } from 'react-router';
import type { Role } from '../../../../contract';
import { renderInApp } from '../../../test/render';

/** Test helpers of the scripts area: what CodeMirror needs from jsdom, and pages with a location probe. */

// jsdom does not lay text out; CodeMirror measures ranges when it scrolls to the cursor.
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= emptyRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

/** Where the router is now, for asserting navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

export function renderRoutes(
  routes: RouteObject[],
  at: string | { pathname: string; state: unknown },
  role: Role = 'owner',
  beside?: ReactNode,
) {
  const probed = routes.map((route) => ({
    ...route,
    element: (
      <>
        {route.element}
        <LocationProbe />
      </>
    ),
  }));
  return renderInApp(probed, { at, role, beside });
}
