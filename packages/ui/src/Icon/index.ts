export { Icon, iconNames, iconSizes, iconTones } from './Icon';
export type { IconName, IconProps } from './Icon';
