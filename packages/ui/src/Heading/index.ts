export { Heading, headingLevels, headingElements, headingTones } from './Heading';
export type { HeadingProps } from './Heading';
