export { TextField, textFieldTypes } from './TextField';
export type { TextFieldProps } from './TextField';
