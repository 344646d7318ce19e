import { describe, expect, it } from 'vitest';
import { equivalentParameters } from './equivalent-parameters';

// As PostgreSQL's jsonb hands them back: shortest key first.
const resistor = {
  Series: 'RC',
  Tolerance: '±1%',
  Resistance: '10 kΩ',
  Composition: 'Thick Film',
  'Power (Watts)': '0.1 W',
  'Package / Case': '0603 (1608 Metric)',
  'Operating Temperature': '-55°C ~ 155°C',
};

describe('equivalentParameters', () => {
  it('takes the value, then the package, then the ratings, never the series', () => {
    expect(equivalentParameters(resistor, 3)).toEqual({ Resistance: '10 kΩ', 'Package / Case': '0603 (1608 Metric)', Tolerance: '±1%' });
    expect(equivalentParameters(resistor, 2)).toEqual({ Resistance: '10 kΩ', 'Package / Case': '0603 (1608 Metric)' });
  });

  it('ranks a microcontroller by its core and memory before its package', () => {
    const mcu = {
      Speed: '72MHz',
      'EEPROM Size': '-',
      Connectivity: 'CAN, SPI',
      'Core Processor': 'ARM® Cortex®-M3',
      'Package / Case': '48-LQFP',
      'Program Memory Size': '64KB (64K x 8)',
    };
    expect(Object.keys(equivalentParameters(mcu, 3))).toEqual(['Core Processor', 'Program Memory Size', 'Package / Case']);
  });

  it('keeps the stored order for parameters it does not rank, and skips empty values', () => {
    expect(equivalentParameters({ Series: 'X', Gauge: '22 AWG', Length: '1 m', Type: '-' }, 3)).toEqual({ Gauge: '22 AWG', Length: '1 m' });
    expect(equivalentParameters({ Series: 'X', 'Operating Temperature': '0 ~ 70°C' }, 3)).toEqual({});
  });
});
