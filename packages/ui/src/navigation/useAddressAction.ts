import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** The search parameter that asks a page to start an action: `/apps/contacts?do=new`. */
export const ADDRESS_ACTION_PARAM = 'do';

/** The actions a page may start from its address (the command palette's "New contact", "Compose", …). */
export type AddressAction = 'new' | 'compose' | 'invite';

/** `path` with `?do=<action>`: the address that opens the page and starts the action. */
export const addressActionPath = (path: string, action: AddressAction) => `${path}?${ADDRESS_ACTION_PARAM}=${action}`;

/**
 * Runs `run` once when the address asks for `action` (`?do=new`), then takes the request off the address
 * (replacing the history entry), so a reload, Back or a bookmark of the page that followed does not run it
 * again. `allowed` is `undefined` while the page does not know yet whether the user may (permissions still
 * loading): the request waits. When `false` the request is dropped, and the page's own button says why.
 * (It has no default: an `undefined` passed to a parameter with a default would take the default.)
 */
export function useAddressAction(action: AddressAction, run: () => void, allowed: boolean | undefined) {
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  const requested = params.get(ADDRESS_ACTION_PARAM) === action;
  // The entry whose request was taken: React runs an effect twice in development, and the address changes
  // only after the navigation below.
  const taken = useRef<string | null>(null);
  // Set once the request is off the address: the action runs from the next render, whose callbacks see
  // the address without it (one that keeps the address's search, as the contacts' navigation does, would
  // otherwise carry the request on and run it again).
  const due = useRef(false);
  const runRef = useRef(run);
  useLayoutEffect(() => {
    runRef.current = run;
  });
  useEffect(() => {
    if (requested) {
      if (allowed === undefined || taken.current === key) return;
      taken.current = key;
      due.current = allowed;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(ADDRESS_ACTION_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    } else if (due.current) {
      due.current = false;
      runRef.current();
    }
  }, [requested, allowed, key, setParams]);
}
