/** English strings used across sections: actions, states and units. */
export const common = {
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  loading: 'Loading…',
  noData: 'No Data',
  networkError: 'Network error',
  /** Spec §8 generic transport failure. */
  requestFailed: 'Request failed with status code {status}',
  referenceNote: 'Prices follow exchange rates and are for reference only.',
  // The rate a converted amount used and the day it was set: '1 USD = 0.92 EUR, rate of 27 Nov 2026'.
  rateOfDate: '{rate}, rate of {date}',
  pieces_one: '{count} piece',
  pieces_other: '{count} pieces',
};
