/**
 * §3 Fixed unit identifiers (values not shown in the spec; ours are fixed version-4 UUIDs so that
 * the browser, the server and the demo data agree).
 */
export const UNIT = {
  MM: '6f1c2a4e-1b7d-4c1e-9a11-000000000001',
  CM: '6f1c2a4e-1b7d-4c1e-9a11-000000000002',
  M: '6f1c2a4e-1b7d-4c1e-9a11-000000000003',
  CM3: '6f1c2a4e-1b7d-4c1e-9a11-000000000004',
  DM3: '6f1c2a4e-1b7d-4c1e-9a11-000000000005',
  G: '6f1c2a4e-1b7d-4c1e-9a11-000000000006',
  KG: '6f1c2a4e-1b7d-4c1e-9a11-000000000007',
  PIECE: '6f1c2a4e-1b7d-4c1e-9a11-000000000008',
  ML: '6f1c2a4e-1b7d-4c1e-9a11-000000000009',
  L: '6f1c2a4e-1b7d-4c1e-9a11-00000000000a',
  KCAL: '6f1c2a4e-1b7d-4c1e-9a11-00000000000b',
  KJ: '6f1c2a4e-1b7d-4c1e-9a11-00000000000c',
  PERCENT: '6f1c2a4e-1b7d-4c1e-9a11-00000000000d',
  CELSIUS: '6f1c2a4e-1b7d-4c1e-9a11-00000000000e',
  MG: '6f1c2a4e-1b7d-4c1e-9a11-00000000000f',
  MCG: '6f1c2a4e-1b7d-4c1e-9a11-000000000010',
} as const;
export type UnitId = (typeof UNIT)[keyof typeof UNIT];
