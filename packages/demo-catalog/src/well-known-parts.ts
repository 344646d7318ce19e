// Well-known parts listed first (ids 1…), so even a tiny catalogue has them: [family key, exact mpn].
// Tests, benchmarks and the README's examples name these.
export const FAMOUS: [string, string][] = [
  ['yageo-rc', 'RC0603FR-0710KL'],
  ['panasonic-erj', 'ERJ-3EKF1002V'],
  ['murata-grm', 'GRM188R71C104KA01D'],
  ['nexperia-bjt', 'BC847B,215'],
  ['st-stm32f1', 'STM32F103C8T6'],
  ['st-stm32f1', 'STM32F103VET6'],
  ['ti-opamp-classic', 'LM358DR'],
  ['ti-ldo-nsc', 'LM1117MPX-3.3/NOPB'],
  ['ti-timer', 'NE555P'],
  ['ti-timer', 'NE555DR'],
  ['ti-switching', 'TPS54331DR'],
  ['espressif-module', 'ESP32-WROOM-32E'],
  ['ti-switching', 'TPS62160DSGR'],
];
