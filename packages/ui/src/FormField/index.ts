export { FormField, Fieldset } from './FormField';
export type { FormFieldProps, FormFieldControlProps, FieldsetProps } from './FormField';
