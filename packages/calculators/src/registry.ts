// Every calculator, for pages that list or route to them. Kept apart from the per-calculator
// modules so that importing one calculator never pulls in the others.
import type { CalculatorCategory, CalculatorDescriptor } from './descriptor';
import { airCoreInductorCalculator } from './calculators/air-core-inductor';
import { attenuatorCalculator } from './calculators/attenuator';
import { batteryLifeCalculator } from './calculators/battery-life';
import { capacitiveReactanceCalculator } from './calculators/capacitive-reactance';
import { capacitorCodeCalculator } from './calculators/capacitor-code';
import { capacitorEnergyCalculator } from './calculators/capacitor-energy';
import { currentDividerCalculator } from './calculators/current-divider';
import { dbmPowerCalculator } from './calculators/dbm-power';
import { decibelCalculator } from './calculators/decibel';
import { deltaWyeCalculator } from './calculators/delta-wye';
import { frequencyWavelengthCalculator } from './calculators/frequency-wavelength';
import { inductiveReactanceCalculator } from './calculators/inductive-reactance';
import { inductorEnergyCalculator } from './calculators/inductor-energy';
import { lcResonanceCalculator } from './calculators/lc-resonance';
import { ledSeriesResistorCalculator } from './calculators/led-series-resistor';
import { microstripImpedanceCalculator } from './calculators/microstrip-impedance';
import { ohmsLawCalculator } from './calculators/ohms-law';
import { opAmpGainCalculator } from './calculators/op-amp-gain';
import { pcbTraceWidthCalculator } from './calculators/pcb-trace-width';
import { pcbTraceWidthIpc2152Calculator } from './calculators/pcb-trace-width-ipc2152';
import { pcbViaCalculator } from './calculators/pcb-via';
import { differentialPairImpedanceCalculator } from './calculators/differential-pair-impedance';
import { rcFilterCalculator } from './calculators/rc-filter';
import { rcTimeConstantCalculator } from './calculators/rc-time-constant';
import { resistorColourCodeCalculator } from './calculators/resistor-colour-code';
import { resistorValueToColoursCalculator } from './calculators/resistor-colour-code-from-value';
import { resistorPowerCalculator } from './calculators/resistor-power';
import { rlTimeConstantCalculator } from './calculators/rl-time-constant';
import { rmsPeakCalculator } from './calculators/rms-peak';
import { seriesParallelCapacitorsCalculator } from './calculators/series-parallel-capacitors';
import { seriesParallelResistorsCalculator } from './calculators/series-parallel-resistors';
import { smdResistorCodeCalculator } from './calculators/smd-resistor-code';
import { striplineImpedanceCalculator } from './calculators/stripline-impedance';
import { timer555AstableCalculator } from './calculators/timer-555-astable';
import { timer555MonostableCalculator } from './calculators/timer-555-monostable';
import { twistedPairImpedanceCalculator } from './calculators/twisted-pair-impedance';
import { voltageDividerCalculator } from './calculators/voltage-divider';
import { voltageDividerResistorCalculator } from './calculators/voltage-divider-resistor';
import { voltageDropCalculator } from './calculators/voltage-drop';
import { zenerRegulatorCalculator } from './calculators/zener-regulator';
import { capacitanceConverter } from './conversions/capacitance';
import { decimalFractionConverter } from './conversions/decimal-fraction';
import { energyConverter } from './conversions/energy';
import { forceConverter } from './conversions/force';
import { inductanceConverter } from './conversions/inductance';
import { lengthConverter } from './conversions/length';
import { pressureConverter } from './conversions/pressure';
import { temperatureConverter } from './conversions/temperature';
import { volumeConverter } from './conversions/volume';
import { weightConverter } from './conversions/weight';
import { wireSizeConverter } from './conversions/wire-size';

/** All calculators, in the order the /tools index shows them within each category. */
export const calculators: readonly CalculatorDescriptor[] = [
  resistorColourCodeCalculator,
  resistorValueToColoursCalculator,
  smdResistorCodeCalculator,
  capacitorCodeCalculator,
  seriesParallelResistorsCalculator,
  seriesParallelCapacitorsCalculator,
  capacitiveReactanceCalculator,
  inductiveReactanceCalculator,
  rcTimeConstantCalculator,
  rlTimeConstantCalculator,
  capacitorEnergyCalculator,
  inductorEnergyCalculator,
  airCoreInductorCalculator,
  ohmsLawCalculator,
  voltageDividerCalculator,
  voltageDividerResistorCalculator,
  currentDividerCalculator,
  deltaWyeCalculator,
  ledSeriesResistorCalculator,
  resistorPowerCalculator,
  zenerRegulatorCalculator,
  batteryLifeCalculator,
  voltageDropCalculator,
  pcbTraceWidthCalculator,
  pcbTraceWidthIpc2152Calculator,
  pcbViaCalculator,
  microstripImpedanceCalculator,
  striplineImpedanceCalculator,
  differentialPairImpedanceCalculator,
  twistedPairImpedanceCalculator,
  dbmPowerCalculator,
  decibelCalculator,
  frequencyWavelengthCalculator,
  lcResonanceCalculator,
  rcFilterCalculator,
  rmsPeakCalculator,
  attenuatorCalculator,
  timer555AstableCalculator,
  timer555MonostableCalculator,
  opAmpGainCalculator,
  capacitanceConverter,
  energyConverter,
  forceConverter,
  inductanceConverter,
  lengthConverter,
  pressureConverter,
  temperatureConverter,
  volumeConverter,
  weightConverter,
  wireSizeConverter,
  decimalFractionConverter,
];

/** The calculator whose page lives at `slug`, or undefined. */
export function calculatorBySlug(slug: string): CalculatorDescriptor | undefined {
  return calculators.find((calculator) => calculator.slug === slug);
}

/** Calculators of one category, in registry order. */
export function calculatorsInCategory(category: CalculatorCategory): CalculatorDescriptor[] {
  return calculators.filter((calculator) => calculator.category === category);
}
