export { AboutLayout, aboutSections, aboutNavScrollThreshold } from './AboutLayout';
export { aboutLayoutLabels } from './labels';
export type { AboutLayoutProps, AboutLayoutLabels, AboutSection } from './AboutLayout';
