import { createContext, useContext } from 'react';

/**
 * True inside a sheet that already shows its title (FacetPanel's dialog), so a component in it
 * (ParametricFilter) leaves out its own heading instead of repeating it.
 */
export const SheetTitleContext = createContext(false);

/** Whether the component renders inside a sheet with its own title. */
export const useInTitledSheet = (): boolean => useContext(SheetTitleContext);
