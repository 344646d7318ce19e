import { useState } from 'react';
import { closedTriggerAttributes, useDeferredMenu } from '@ferrite/ui';
import {
  defaultCurrencies,
  defaultRegionLanguages,
  regionPickerLabels,
  RegionPickerTrigger,
  type RegionPickerProps,
} from '@ferrite/ui/shop';

/**
 * The top bar's region menu (the kit's RegionPicker, a Radix dropdown) with its code loaded on
 * the first hover, focus or press instead of with every page (issue 10): until it is pressed the
 * kit's own trigger stands in, looking and reading the same.
 */
export function RegionMenu(props: RegionPickerProps) {
  const { Menu: RegionPicker, intent } = useDeferredMenu(() => import('./region-picker').then((module) => module.RegionPicker));
  // It mounts when its stand-in is pressed: open, then the menu's own state.
  const [open, setOpen] = useState(true);
  if (RegionPicker) {
    return (
      <RegionPicker
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
      />
    );
  }
  const {
    languages = defaultRegionLanguages,
    currencies = defaultCurrencies,
    language = 'English',
    currency = 'USD',
    tone,
    labels,
  } = props;
  return (
    <RegionPickerTrigger
      label={labels?.trigger ?? regionPickerLabels.trigger}
      language={languages.find((option) => option.value === language) ?? { text: language, value: language }}
      currency={currencies.find((option) => option.value === currency)}
      currencyValue={currency}
      tone={tone}
      {...closedTriggerAttributes}
      {...intent}
    />
  );
}
