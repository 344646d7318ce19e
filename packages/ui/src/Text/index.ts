export { Text, textElements, textSizes, textTones, textWeights, textAligns } from './Text';
export type { TextProps } from './Text';
