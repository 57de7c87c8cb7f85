import { displayName, REGIONS, type Region } from '@marketplace/contract';
import { EDITIONS } from './content/editions.ts';

/** The one password of every demo account (docs/decisions/004): demo data is for local use only. */
export const DEMO_PASSWORD = 'Demo-pass-2026!';

export interface DemoLogin {
  region: Region;
  username: string;
  email: string;
  password: string;
  role: 'admin' | 'person' | 'company';
  name: string;
  /** The logins the README names: the administrator, `anna`, `jan` and the demo company. */
  featured: boolean;
}

const FEATURED = new Set(['admin', 'anna', 'jan', 'acme', 'polmarket']);

/** Every demo account of both editions; log in with the username or the e-mail address. */
export const DEMO_LOGINS: readonly DemoLogin[] = REGIONS.flatMap((region) =>
  EDITIONS[region].accounts.map((account) => ({
    region,
    username: account.username,
    email: account.email,
    password: DEMO_PASSWORD,
    role: account.role === 'admin' ? ('admin' as const) : account.type,
    name: displayName(account),
    featured: FEATURED.has(account.username),
  })),
);
