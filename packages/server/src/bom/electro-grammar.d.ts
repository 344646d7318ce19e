// electro-grammar 1.3.0 ships no types; this is the part of its API the BOM tool calls.
declare module 'electro-grammar' {
  export interface ParsedComponent {
    type?: 'resistor' | 'capacitor' | 'led';
    /** Ohms. */
    resistance?: number;
    /** Farads. */
    capacitance?: number;
    /** Percent. */
    tolerance?: number;
    /** Volts. */
    voltage_rating?: number;
    /** Watts. */
    power_rating?: number;
    /** Dielectric class: 'X7R', 'C0G', … */
    characteristic?: string;
    /** Imperial chip size: '0603'. */
    size?: string;
    color?: string;
  }
  export function parse(text: string, options?: { returnIgnored?: boolean }): ParsedComponent;
  const electroGrammar: { parse: typeof parse };
  export default electroGrammar;
}
