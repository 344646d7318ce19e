export { Tooltip, tooltipPlacements } from './Tooltip';
export type { TooltipProps } from './Tooltip';
