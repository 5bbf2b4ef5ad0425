/**
 * An external address (scheme or protocol-relative): never resolved against the router. A module of its
 * own: the auth pages' router bridge needs only this, and importing it from `utils` pulled the whole
 * navigation matching into the sign-in page's first load.
 */
export const isExternalHref = (href: string): boolean => /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);
