/**
 * Fault injection for the crash tests: FERRITE_CRASH_AT names one step below, optionally for one
 * order (`pay:after-charge@FE261128000003`), and a process that reaches it kills itself with SIGKILL, as a power cut or the OOM killer would: no catch, no
 * finally, no shutdown, nothing committed but what the database already has. Unset everywhere but
 * in those tests; when unset a crash point costs one comparison.
 */
export const CRASH_STEPS = [
  // Paying (POST /order/Pay), in order
  'pay:before-record',
  'pay:after-record',
  'pay:after-charge',
  'pay:after-commit',
  // Answering 3-D Secure (POST /order/PaymentChallenge): the provider settled, the shop not yet
  'challenge:after-provider',
] as const;
export type CrashStep = (typeof CRASH_STEPS)[number];

export const CRASH_ENV = 'FERRITE_CRASH_AT';

export function crashPoint(step: CrashStep, orderNo: string): void {
  const armed = process.env[CRASH_ENV];
  if (armed === step || armed === `${step}@${orderNo}`) process.kill(process.pid, 'SIGKILL');
}
