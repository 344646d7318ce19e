export { Text, textElements, textSizes, textTones, textWeights, textAligns, textMeasures } from './Text';
export type { TextProps } from './Text';
