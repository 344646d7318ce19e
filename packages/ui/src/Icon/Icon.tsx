import { useId } from 'react';
import { icon } from './Icon.css';
import { variantOptions } from '../private/variant-options';
import type { IconVariants } from './Icon.css';
import { iconPaths } from './paths';

/** Every icon name, for prop unions and story controls. */
export const iconNames = Object.keys(iconPaths) as Array<keyof typeof iconPaths>;
export type IconName = keyof typeof iconPaths;
export const iconSizes = variantOptions<NonNullable<IconVariants['size']>>()(['xsmall', 'small', 'standard', 'large', 'xlarge', 'inherit']);
export const iconTones = variantOptions<NonNullable<IconVariants['tone']>>()([
  'inherit',
  'neutral',
  'muted',
  'brand',
  'positive',
  'caution',
  'critical',
  'info',
]);

const mirrored = new Set<IconName>(['chevron-left', 'chevron-right']);

export type IconProps = {
  /** Which icon. */
  name: IconName;
  /** Size: xsmall 12, small 16, standard 20, large 24, xlarge 32px, inherit = 1em. @default 'standard' */
  size?: IconVariants['size'];
  /** Colour by purpose. @default 'inherit' */
  tone?: IconVariants['tone'];
  /** Accessible name. Without it the icon is decorative (aria-hidden). @default undefined */
  label?: string;
};

/** An inline SVG icon (no sprite sheet, no font): decorative unless given a `label`. */
export function Icon({ name, size, tone, label }: IconProps) {
  const titleId = useId();
  return (
    <svg
      viewBox="0 0 24 24"
      className={icon({ size, tone, mirror: mirrored.has(name) })}
      focusable="false"
      {...(label ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true })}
    >
      {label ? <title id={titleId}>{label}</title> : null}
      {iconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
