export { UnitInput, unitInputModes } from './UnitInput';
export type { UnitInputProps } from './UnitInput';
