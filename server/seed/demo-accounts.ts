import type { ServiceLevel } from '../../domain/tiers.ts';

// The demo's accounts and districts: what a first start seeds, and what tests sign in with.

/** The demo provider admin that "Demo Dashboard Access" signs in as. */
export const DEMO_ADMIN_EMAIL = 'demo@fivestar.demo';

export const DEMO_DISTRICT_PASSWORD = 'district-demo-2026';

/** Sample districts across all four tiers; Benson is the fixed district instance of the admin sidebar. */
export const DEMO_DISTRICTS: {
  name: string;
  code: string;
  serviceLevel: ServiceLevel;
  location: string;
  users: number;
  admin: [string, string];
}[] = [
  {
    name: 'Benson Unified School District',
    code: 'BENSON',
    serviceLevel: 'altitude',
    location: 'Benson, AZ',
    users: 45,
    admin: ['Maria', 'Lopez'],
  },
  {
    name: 'Riverside Elementary District',
    code: 'RIVERSIDE',
    serviceLevel: 'analysis',
    location: 'Riverside, CA',
    users: 32,
    admin: ['James', 'Carter'],
  },
  {
    name: 'Mountain View Schools',
    code: 'MOUNTAINVIEW',
    serviceLevel: 'ascend',
    location: 'Mountain View, CO',
    users: 12,
    admin: ['Priya', 'Shah'],
  },
  {
    name: 'Lakeside Academy District',
    code: 'LAKESIDE',
    serviceLevel: 'apex',
    location: 'Lakeside, MI',
    users: 28,
    admin: ['Tom', 'Becker'],
  },
  {
    name: 'Cedar Valley Unified',
    code: 'CEDARVALLEY',
    serviceLevel: 'altitude',
    location: 'Cedar Valley, UT',
    users: 67,
    admin: ['Grace', 'Kim'],
  },
  {
    name: 'Pine Ridge Public Schools',
    code: 'PINERIDGE',
    serviceLevel: 'ascend',
    location: 'Pine Ridge, SD',
    users: 15,
    admin: ['Luis', 'Ortega'],
  },
];

export const demoAdminEmail = (code: string) => `admin@${code.toLowerCase()}.demo`;
