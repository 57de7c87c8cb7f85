/** Where a logged-out visitor is sent, remembering the page they asked for (spec 000 section 2). */
export function loginPathFor(returnTo: string): string {
  return `/auth/login?returnTo=${encodeURIComponent(returnTo)}`;
}

/** The current location as a path to come back to after login. */
export function currentReturnPath(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}
