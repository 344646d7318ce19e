/**
 * Calculator content without a translation stays English (docs/decisions/languages-what-stays-english.md,
 * calculator-texts.tsx): marked as English and isolated left to right, so a right-to-left page keeps its full stops and brackets
 * where they belong ('Leave blank for an unloaded divider.', not '.Leave blank…').
 */
export function EnglishText({ children }: { children: string }) {
  return (
    <span lang="en" dir="ltr">
      {children}
    </span>
  );
}
