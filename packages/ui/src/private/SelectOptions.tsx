import type { NativeSelectOption } from '../NativeSelect/NativeSelect';

/**
 * The `<option>` list of a native select, written once for `NativeSelect` and `UnitInput`'s unit
 * select: an optional first choice with the empty value, then the choices.
 */
export function SelectOptions({ options, placeholder }: { options: readonly NativeSelectOption[]; placeholder?: string | undefined }) {
  return (
    <>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </>
  );
}
