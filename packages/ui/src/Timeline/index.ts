export { Timeline } from './Timeline';
export type { TimelineItem, TimelineProps } from './Timeline';
