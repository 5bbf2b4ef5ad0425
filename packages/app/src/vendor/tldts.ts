// MSW keeps request cookies in tough-cookie, which asks tldts for a domain's registrable part
// (`getDomain`). tldts answers from the whole public-suffix list: about 40 kB gzip, a sixth of the
// mock API's first chunk, for cookies the mock never reads (it authenticates with a Bearer token).
// The app build points tldts here (see vite.config.ts): the last two labels of a host name, which
// is right for every host the mock sees (the app's own origin).
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function getDomain(host: string | null | undefined): string | null {
  if (!host) return null;
  const name = host.replace(/\.$/, '').toLowerCase();
  if (IPV4.test(name) || name.includes(':')) return null;
  const labels = name.split('.');
  return labels.length < 2 ? null : labels.slice(-2).join('.');
}
