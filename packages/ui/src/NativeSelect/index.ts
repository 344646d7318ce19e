export { NativeSelect } from './NativeSelect';
export type { NativeSelectProps, NativeSelectOption } from './NativeSelect';
