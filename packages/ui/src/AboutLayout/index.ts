export { AboutLayout, aboutSections, aboutLayoutLabels, aboutNavScrollThreshold } from './AboutLayout';
export type { AboutLayoutProps, AboutLayoutLabels, AboutSection } from './AboutLayout';
