// Standard power ratings of through-hole and SMD resistors (IEC 60115-1 rated dissipation
// steps as sold): choosing the next one up is how a designer picks a part.

export const standardPowerRatings = [
  { watts: 1 / 16, label: '1/16 W' },
  { watts: 1 / 10, label: '1/10 W' },
  { watts: 1 / 8, label: '1/8 W' },
  { watts: 1 / 4, label: '1/4 W' },
  { watts: 1 / 2, label: '1/2 W' },
  { watts: 1, label: '1 W' },
  { watts: 2, label: '2 W' },
] as const;

/** Smallest standard rating (W) at or above `watts`, or undefined above 2 W. */
export function powerRatingFor(watts: number): (typeof standardPowerRatings)[number] | undefined {
  return standardPowerRatings.find((rating) => rating.watts >= watts);
}

/** The rating to print: '1/4 W', or advice when no standard small resistor is enough. */
export function powerRatingLabel(watts: number): string {
  return powerRatingFor(watts)?.label ?? 'above 2 W: use a power resistor';
}
