// The region menu's Radix code, loaded by RegionMenu on first intent: kept out of the first load.
export { RegionPicker } from '@ferrite/ui';
