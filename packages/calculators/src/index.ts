// The public API. Named exports only, so a bundler keeps just what an importer uses.

export type {
  CalculatorCategory,
  UnitChoice,
  InputVisibility,
  NumberInput,
  SelectOption,
  SelectInput,
  TextInput,
  CalculatorInput,
  OutputFormat,
  CalculatorOutput,
  CalculatorSource,
  RawInputs,
  RunOptions,
  CalculatorResult,
  CalculatorDescriptor,
  ResultPart,
} from './descriptor';
export { calculatorCategories, FORM_ERROR_KEY } from './descriptor';
export { DEFAULT_DECIMALS, roundTo, formatValue, formatSignificant, formatSi, formatOutput } from './format';
export { defaultUnitOf, defaultInputs, unitChoicesOf, limitsOf } from './run';
export type { NumberReading, NumberTextResult } from './number-text';
export { readNumberText, decimalMarkOf, PREFIX_EXPONENTS, MAX_NUMBER_TEXT_LENGTH } from './number-text';
export type { MagnitudeRange } from './ranges';
export { baseUnitRanges, PREFIXABLE_UNITS } from './ranges';
export type { ESeriesName } from './e-series';
export {
  E6,
  E12,
  E24,
  E48,
  E96,
  E192,
  eSeries,
  eSeriesNames,
  eSeriesTolerancePercent,
  seriesDigits,
  nearestSeriesValue,
  seriesValueAtOrAbove,
  seriesValueAtOrBelow,
  coarsestSeriesContaining,
} from './e-series';
export { standardPowerRatings, powerRatingFor } from './power-rating';
export { calculators, calculatorBySlug, calculatorsInCategory } from './registry';
export type { CatalogueEntry } from './catalogue';
export { calculatorCatalogue, catalogueEntry } from './catalogue';
export { loadCalculator, loadedCalculator } from './load-calculator';
export { wheelerInductance, wheelerNagaokaCoefficient, airCoreInductorCalculator } from './calculators/air-core-inductor';
export type { AttenuatorResistors } from './calculators/attenuator';
export { attenuatorResistors, attenuatorCalculator } from './calculators/attenuator';
export { batteryLife, batteryLifeCalculator } from './calculators/battery-life';
export { capacitiveReactance, capacitiveReactanceCalculator } from './calculators/capacitive-reactance';
export type { CapacitorMarking } from './calculators/capacitor-code';
export { decodeCapacitorCode, capacitorCodeCalculator } from './calculators/capacitor-code';
export { capacitorEnergy, capacitorEnergyCalculator } from './calculators/capacitor-energy';
export { currentDivider, currentDivision, MAX_FORM_BRANCHES, currentDividerCalculator } from './calculators/current-divider';
export { dbmToWatts, wattsToDbm, wattsToVoltsRms, voltsRmsToWatts, dbmPowerCalculator } from './calculators/dbm-power';
export type { RatioKind } from './calculators/decibel';
export { ratioToDecibels, decibelsToRatio, decibelCalculator } from './calculators/decibel';
export type { DeltaResistors, WyeResistors } from './calculators/delta-wye';
export { deltaToWye, wyeToDelta, deltaWyeCalculator } from './calculators/delta-wye';
export { wavelengthOf, frequencyOf, frequencyWavelengthCalculator } from './calculators/frequency-wavelength';
export { inductiveReactance, inductiveReactanceCalculator } from './calculators/inductive-reactance';
export { inductorEnergy, inductorEnergyCalculator } from './calculators/inductor-energy';
export { lcResonance, lcResonanceCalculator } from './calculators/lc-resonance';
export type { LedResistor } from './calculators/led-series-resistor';
export { ledSeriesResistor, ledSeriesResistorCalculator } from './calculators/led-series-resistor';
export type { CoupledLineImpedance } from './calculators/differential-pair-impedance';
export {
  coupledMicrostripIpc,
  coupledStriplineCohn,
  ellipticRatio,
  differentialPairImpedanceCalculator,
} from './calculators/differential-pair-impedance';
export type { MicrostripGeometry } from './calculators/microstrip-impedance';
export { microstripImpedanceIpc, microstripHammerstadJensen, microstripImpedanceCalculator } from './calculators/microstrip-impedance';
export type { OhmsLawValues } from './calculators/ohms-law';
export { ohmsLaw, ohmsLawCalculator } from './calculators/ohms-law';
export type { OpAmpConfiguration } from './calculators/op-amp-gain';
export { opAmpGain, opAmpGainCalculator } from './calculators/op-amp-gain';
export type { TraceLayer, TraceWidth } from './calculators/pcb-trace-width';
export { MIL_PER_OUNCE, pcbTraceWidth, copperResistance, pcbTraceWidthCalculator } from './calculators/pcb-trace-width';
export type { Ipc2152Fit, Ipc2152Layer } from './calculators/pcb-trace-width-ipc2152';
export {
  IPC2152_EXTERNAL_FIT,
  ipc2152Fit,
  ipc2152Width,
  ipc2152Current,
  pcbTraceWidthIpc2152Calculator,
} from './calculators/pcb-trace-width-ipc2152';
export type { ViaBarrel } from './calculators/pcb-via';
export { ANNEALED_COPPER_RESISTIVITY, viaBarrel, viaCurrent, viaResistance, pcbViaCalculator } from './calculators/pcb-via';
export { rcCutoffFrequency, rcLowPassGainDb, rcFilterCalculator } from './calculators/rc-filter';
export { rcTimeConstant, chargedFraction, rcTimeConstantCalculator } from './calculators/rc-time-constant';
export { coloursForResistance, resistorValueToColoursCalculator } from './calculators/resistor-colour-code-from-value';
export { resistorFromColours, resistorColourCodeCalculator } from './calculators/resistor-colour-code';
export type {
  DigitColour,
  MultiplierColour,
  ToleranceColour,
  TempcoColour,
  BandCount,
  ResistorBands,
  ResistorReading,
} from './calculators/resistor-colour-table';
export {
  digitColours,
  multiplierExponents,
  tolerancePercents,
  tempcoPpmPerKelvin,
  bandSequence,
} from './calculators/resistor-colour-table';
export { resistorPowerFromVoltage, resistorPowerFromCurrent, resistorPowerCalculator } from './calculators/resistor-power';
export { rlTimeConstant, rlTimeConstantCalculator } from './calculators/rl-time-constant';
export type { Waveform, AmplitudeMeasure, Amplitudes } from './calculators/rms-peak';
export { waveformAmplitudes, rmsPeakCalculator } from './calculators/rms-peak';
export { seriesCapacitance, parallelCapacitance, seriesParallelCapacitorsCalculator } from './calculators/series-parallel-capacitors';
export { seriesResistance, parallelResistance, seriesParallelResistorsCalculator } from './calculators/series-parallel-resistors';
export type { SmdCodeScheme } from './calculators/smd-resistor-code';
export { decodeSmdResistorCode, smdResistorCodeCalculator } from './calculators/smd-resistor-code';
export type { StriplineGeometry } from './calculators/stripline-impedance';
export { striplineImpedance, striplineImpedanceCalculator } from './calculators/stripline-impedance';
export type { AstableTiming } from './calculators/timer-555-astable';
export { timer555Astable, timer555AstableCalculator } from './calculators/timer-555-astable';
export { timer555Monostable, timer555MonostableCalculator } from './calculators/timer-555-monostable';
export type { TwistedPair } from './calculators/twisted-pair-impedance';
export { twistedPairImpedance, twistedPairImpedanceCalculator } from './calculators/twisted-pair-impedance';
export { voltageDividerLowerResistor, voltageDividerResistorCalculator } from './calculators/voltage-divider-resistor';
export { voltageDivider, voltageDividerCalculator } from './calculators/voltage-divider';
export type { ConductorMaterial, CircuitKind } from './calculators/voltage-drop';
export { conductorMaterials, conductorResistancePerMetre, voltageDrop, voltageDropCalculator } from './calculators/voltage-drop';
export type { ZenerRegulator } from './calculators/zener-regulator';
export { zenerRegulator, zenerRegulatorCalculator } from './calculators/zener-regulator';
export type { CapacitanceUnit } from './conversions/capacitance';
export { capacitanceMeasure, convertCapacitance, capacitanceConverter } from './conversions/capacitance';
export type { Fraction } from './conversions/decimal-fraction';
export {
  decimalToFraction,
  roundToFraction,
  fractionToDecimal,
  parseFractionOrDecimal,
  formatFraction,
  decimalFractionConverter,
} from './conversions/decimal-fraction';
export type { EnergyUnit } from './conversions/energy';
export { energyMeasure, convertEnergy, energyConverter } from './conversions/energy';
export type { ForceUnit } from './conversions/force';
export { forceMeasure, convertForce, forceConverter } from './conversions/force';
export type { InductanceUnit } from './conversions/inductance';
export { inductanceMeasure, convertInductance, inductanceConverter } from './conversions/inductance';
export type { LengthUnit } from './conversions/length';
export { lengthMeasure, convertLength, lengthConverter } from './conversions/length';
export type { UnitDefinition, Measure } from './conversions/measure';
export { convertMeasure } from './conversions/measure';
export type { PressureUnit } from './conversions/pressure';
export { pressureMeasure, convertPressure, pressureConverter } from './conversions/pressure';
export type { TemperatureUnit } from './conversions/temperature';
export { temperatureMeasure, convertTemperature, temperatureConverter } from './conversions/temperature';
export type { VolumeUnit } from './conversions/volume';
export { volumeMeasure, convertVolume, volumeConverter } from './conversions/volume';
export type { WeightUnit } from './conversions/weight';
export { weightMeasure, convertWeight, weightConverter } from './conversions/weight';
export {
  awgToDiameterMm,
  diameterMmToAwg,
  diameterToAreaMm2,
  areaMm2ToDiameter,
  parseAwg,
  formatAwg,
  wireSizeConverter,
} from './conversions/wire-size';
