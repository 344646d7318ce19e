/** The comparison key of a part number: upper-case letters and digits only ('stm32f103-c8t6' → 'STM32F103C8T6'). */
export function partNumberKey(partNo: string): string {
  return partNo.toUpperCase().replace(/[^A-Z0-9]/g, '');
}
