// Well-known parts listed first (ids 1…), so even a tiny catalogue has them: [family key, exact mpn].
export const FAMOUS: [string, string][] = [
  ['yageo-rc', 'RC0603FR-0710KL'],
  ['panasonic-erj', 'ERJ-3EKF1002V'],
];
