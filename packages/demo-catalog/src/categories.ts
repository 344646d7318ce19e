// The category tree: a distributor's taxonomy, three levels deep where the real ones are.
// Categories tagged 'InMRO' (industrial maintenance, repair and operations supplies) are the ones the
// navigation groups under its synthetic 'Industrial MRO' entry.
import type { GeneratedCategory } from './types';

const GLYPHS: Record<string, string> = {
  resistor: '<path d="M2 12h3l2-5 3 10 3-10 3 10 2-5h4"/>',
  capacitor: '<path d="M2 12h8M14 12h8M10 5v14M14 5v14"/>',
  inductor: '<path d="M2 15h2a2.5 2.5 0 0 1 5 0 2.5 2.5 0 0 1 5 0 2.5 2.5 0 0 1 5 0h3"/>',
  diode: '<path d="M2 12h6M16 12h6M8 6v12l8-6zM16 6v12"/>',
  transistor: '<circle cx="12" cy="12" r="9"/><path d="M9 7v10M3 12h6M9 10l6-4V3M9 14l6 4v3"/>',
  chip:
    '<rect x="6" y="6" width="12" height="12" rx="1"/><path d="M9 2v4M12 2v4M15 ' +
    '2v4M9 18v4M12 18v4M15 18v4M2 9h4M2 12h4M2 15h4M18 9h4M18 12h4M18 15h4"/>',
  memory:
    '<rect x="3" y="7" width="18" height="10" rx="1"/><path d="M6 17v3M10 17v3M14 17v3M18 17v3M7 10h2v4H7zM11 10h2v4h-2zM15 10h2v4h-2z"/>',
  amp: '<path d="M6 4v16l14-8zM2 9h4M2 15h4M20 12h2"/>',
  wave: '<path d="M2 12c2.5-7 5-7 7.5 0s5 7 7.5 0 3-4 5-4M2 20h20"/>',
  clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>',
  antenna: '<path d="M12 10v12M8 22h8M9 7a4 4 0 0 1 6 0M6 4a8 8 0 0 1 12 0"/><circle cx="12" cy="10" r="1"/>',
  power: '<path d="M13 2 4 14h7l-1 8 9-12h-7z"/>',
  plug: '<path d="M9 2v6M15 2v6M6 8h12v3a6 6 0 0 1-12 0zM12 17v5"/>',
  connector: '<rect x="3" y="8" width="18" height="9" rx="1"/><path d="M6 8V4M10 8V4M14 8V4M18 8V4M7 12h2M11 12h2M15 12h2"/>',
  shield: '<path d="M12 2 4 5v6c0 5 3.5 9 8 11 4.5-2 8-6 8-11V5z"/>',
  led: '<path d="M3 14h5M16 14h5M8 8v12l8-6zM16 8v12M13 6l3-3M17 7l3-3M16 3h0"/>',
  crystal: '<rect x="8" y="5" width="8" height="14" rx="1"/><path d="M2 12h3M19 12h3M5 8v8M19 8v8"/>',
  sensor: '<path d="M10 14V4a2 2 0 0 1 4 0v10a4 4 0 1 1-4 0zM12 9v7"/>',
  relay: '<rect x="3" y="4" width="18" height="16" rx="1"/><path d="M7 8v8M7 8c3 0 3 2 0 2 3 0 3 2 0 2 3 0 3 2 0 2M13 16l5-5M18 9v7"/>',
  switch: '<circle cx="5" cy="15" r="2"/><circle cx="19" cy="15" r="2"/><path d="M6.5 13.5 17 8M2 15h1M21 15h1"/>',
  fan:
    '<circle cx="12" cy="12" r="9"/><circle cx="12" cy="12" r="1.5"/><path d="M12 ' +
    '10.5C11 6 14 5 15 7M13.3 12.8c4.2 1.8 3.2 4.7 1 4.6M10.7 12.6C7 15 5 13 6.5 11"/>',
  speaker: '<path d="M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11"/>',
  cable: '<path d="M5 21v-4a4 4 0 0 1 4-4h6a4 4 0 0 0 4-4V3M3 21h4M17 3h4"/>',
  screw: '<path d="M8 3h8v4H8zM10 7v11l2 3 2-3V7M10 10.5l4 1.5M10 14l4 1.5"/>',
  tool: '<path d="M14.5 6.5a4 4 0 0 0 5 5l-9 9a2.1 2.1 0 0 1-3-3l9-9a4 4 0 0 0 5-5l-2.5 2.5-2.5-.5-.5-2.5z"/>',
  solder: '<path d="M3 21l5-5M8 16l2 2 10-10-2-2zM17 4l3 3"/>',
  meter: '<rect x="5" y="2" width="14" height="20" rx="2"/><rect x="8" y="5" width="8" height="5"/><circle cx="12" cy="16" r="3"/>',
  scope: '<rect x="2" y="4" width="20" height="14" rx="1"/><path d="M5 14l3-6 3 8 3-5 2 3h3M8 21h8"/>',
  probe: '<path d="M3 21l4-4M7 17l2 2 9-9-2-2zM18 6l3-3"/><circle cx="18" cy="6" r="1"/>',
  box: '<path d="M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10"/>',
  check: '<path d="M12 2 4 5v6c0 5 3.5 9 8 11 4.5-2 8-6 8-11V5zM8.5 12l2.5 2.5 4.5-5"/>',
  bottle: '<path d="M9 2h6v4l2 3v13H7V9l2-3zM7 13h10"/>',
  battery: '<rect x="2" y="7" width="18" height="10" rx="1"/><path d="M22 10v4M6 12h4M8 10v4M13 12h4"/>',
  tape: '<circle cx="10" cy="11" r="7"/><circle cx="10" cy="11" r="3"/><path d="M17 11v8h5"/>',
};

function icon(glyph: string): string {
  const body = GLYPHS[glyph];
  if (!body) throw new Error(`No icon glyph '${glyph}'`);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" ' +
    'stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">' +
    body +
    '</svg>'
  );
}

/** 'Chip Resistors - Surface Mount' → 'chip-resistors-surface-mount'; 'Flip-Flops, Latches & …' → 'flip-flops-latches-and-…'. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[()]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface Node {
  name: string;
  glyph?: string;
  tags?: string[];
  about?: string;
  children?: Node[];
}

const categoryNode = (name: string, glyph?: string, tags?: string[], children?: Node[], about?: string): Node => ({
  name,
  glyph,
  tags,
  children,
  about,
});
const leaves = (...names: (string | [string, string[]])[]): Node[] =>
  names.map((name) => (typeof name === 'string' ? categoryNode(name) : categoryNode(name[0], undefined, name[1])));

const TREE: Node[] = [
  categoryNode(
    'Passive Components',
    'resistor',
    [],
    [
      categoryNode(
        'Resistors',
        'resistor',
        [],
        leaves(
          ['Chip Resistors - Surface Mount', ['Hot']],
          'Through Hole Resistors',
          'Current Sense Resistors',
          'Resistor Networks & Arrays',
          'Potentiometers & Trimmers',
        ),
      ),
      categoryNode(
        'Capacitors',
        'capacitor',
        [],
        leaves(
          ['Ceramic Capacitors (MLCC)', ['Hot']],
          'Aluminum Electrolytic Capacitors',
          'Tantalum Capacitors',
          'Film Capacitors',
          'Supercapacitors',
        ),
      ),
      categoryNode(
        'Inductors & Ferrites',
        'inductor',
        [],
        leaves('Power Inductors', 'RF Inductors', 'Ferrite Beads', 'Common Mode Chokes'),
      ),
    ],
    'Resistors, capacitors, inductors and ferrites: the chip and through-hole passives every board needs, on cut tape or full reels.',
  ),
  categoryNode(
    'Discrete Semiconductors',
    'transistor',
    [],
    [
      categoryNode('Diodes', 'diode', [], leaves('Rectifier Diodes', 'Schottky Diodes', 'Small Signal Diodes', 'Zener Diodes')),
      categoryNode(
        'Transistors',
        'transistor',
        [],
        leaves('Bipolar Transistors (BJT)', ['MOSFETs', ['Hot']], 'IGBTs', ['SiC MOSFETs', ['New']]),
      ),
    ],
    'Diodes, bipolar transistors, MOSFETs, IGBTs and silicon-carbide power switches.',
  ),
  categoryNode(
    'Integrated Circuits (ICs)',
    'chip',
    ['Hot'],
    [
      categoryNode('Embedded Processors', 'chip', [], leaves(['Microcontrollers (MCU)', ['Hot']], 'FPGAs')),
      categoryNode('Memory', 'memory', [], leaves('Flash Memory', 'DRAM & SRAM', 'EEPROM')),
      categoryNode(
        'Interface ICs',
        'chip',
        [],
        leaves('USB Interface ICs', 'RS-232 & RS-485 Transceivers', 'CAN Transceivers & Controllers'),
      ),
      categoryNode('Logic', 'chip', [], leaves('Logic Gates', 'Flip-Flops, Latches & Shift Registers')),
      categoryNode('Amplifiers', 'amp', [], leaves('Op Amps', 'Comparators', 'Instrumentation Amplifiers', 'Audio Amplifiers')),
      categoryNode('Data Converters', 'wave', [], leaves('ADCs', 'DACs')),
      categoryNode('Clock & Timing', 'clock', [], leaves('Timers', 'Real-Time Clocks')),
      categoryNode('RF & Wireless', 'antenna', ['New'], leaves(['RF Modules', ['New']], 'RF Transceiver ICs')),
    ],
    'Microcontrollers, FPGAs, memory, interface, logic, amplifiers, data converters, timing and wireless ICs.',
  ),
  categoryNode(
    'Power Management',
    'power',
    [],
    [
      categoryNode(
        'Power Management ICs',
        'power',
        [],
        leaves(
          ['Voltage Regulators - Linear (LDO)', ['Hot']],
          'Switching Regulators',
          'Voltage References',
          'Battery Chargers',
          'Gate Drivers',
        ),
      ),
      categoryNode('Power Supplies', 'plug', [], leaves('AC/DC Power Supplies', 'DC/DC Converters')),
    ],
    'Linear and switching regulators, references, chargers, gate drivers and ready-made power supplies.',
  ),
  categoryNode(
    'Connectors',
    'connector',
    ['Hot'],
    [
      categoryNode(
        'Rectangular Connectors',
        'connector',
        [],
        leaves('Headers & Pin Strips', 'Wire-to-Board Connectors', 'Crimp Terminals & Housings', 'FFC & FPC Connectors'),
      ),
      categoryNode('Terminal Blocks', 'connector'),
      categoryNode('I/O Connectors', 'connector', [], leaves('USB Connectors', 'D-Sub Connectors', 'RJ45 Modular Connectors')),
      categoryNode('RF Coaxial Connectors', 'antenna'),
    ],
    'Headers, wire-to-board systems, terminal blocks, I/O and RF connectors from the major connector makers.',
  ),
  categoryNode(
    'Circuit Protection',
    'shield',
    [],
    [
      categoryNode('Overcurrent Protection', 'shield', [], leaves('Fuses', 'PTC Resettable Fuses')),
      categoryNode('Overvoltage Protection', 'shield', [], leaves('TVS Diodes', 'ESD Protection', 'Varistors (MOV)')),
    ],
    'Fuses, resettable PTCs, TVS diodes, ESD protection arrays and varistors.',
  ),
  categoryNode(
    'Optoelectronics',
    'led',
    [],
    [
      categoryNode('LEDs', 'led', [], leaves('SMD LEDs', 'Through Hole LEDs', 'High Power LEDs')),
      categoryNode('Optocouplers', 'led'),
      categoryNode('LED Displays', 'led'),
    ],
    'Indicator and lighting LEDs, optocouplers and LED displays.',
  ),
  categoryNode(
    'Crystals & Oscillators',
    'crystal',
    [],
    leaves('Crystals', 'Oscillators', 'Ceramic Resonators'),
    'Quartz crystals, clock oscillators (XO, MEMS, TCXO) and ceramic resonators.',
  ),
  categoryNode(
    'Sensors',
    'sensor',
    [],
    [
      categoryNode('Environmental Sensors', 'sensor', [], leaves('Temperature Sensors', 'Humidity Sensors', 'Pressure Sensors')),
      categoryNode('Motion & Position Sensors', 'sensor', [], leaves('Accelerometers & IMUs', 'Magnetic & Current Sensors')),
    ],
    'Temperature, humidity, pressure, motion, magnetic and current sensors.',
  ),
  categoryNode(
    'Electromechanical',
    'relay',
    [],
    [
      categoryNode('Relays', 'relay', [], leaves('Power Relays', 'Signal Relays', 'Solid State Relays')),
      categoryNode('Switches', 'switch', [], leaves('Tactile Switches', 'Toggle & Rocker Switches', 'DIP Switches')),
      categoryNode('Thermal Management', 'fan', [], leaves('Fans', 'Heat Sinks')),
      categoryNode('Buzzers & Speakers', 'speaker'),
    ],
    'Relays, switches, fans, heat sinks, buzzers and speakers.',
  ),
  categoryNode(
    'Cables & Wires',
    'cable',
    [],
    leaves('Hook-Up Wire', 'Multi-Conductor Cable', 'Flat Ribbon Cable', 'Cable Assemblies', 'Heat Shrink Tubing'),
    'Hook-up wire, multi-conductor and ribbon cable, cable assemblies and heat shrink.',
  ),
  categoryNode(
    'Hardware & Fasteners',
    'screw',
    [],
    leaves('Standoffs & Spacers', 'Battery Holders', 'Test Points'),
    'Standoffs, spacers, battery holders and PCB test points.',
  ),
  categoryNode(
    'Tools',
    'tool',
    ['InMRO'],
    [
      categoryNode('Hand Tools', 'tool', [], leaves('Screwdrivers & Bits', 'Pliers & Cutters', 'Wire Strippers & Crimp Tools')),
      categoryNode(
        'Soldering & Desoldering',
        'solder',
        [],
        leaves(['Soldering Stations & Irons', ['Hot']], 'Soldering Tips', 'Solder & Flux', 'Desoldering Tools'),
      ),
    ],
    'Hand tools, crimp tools and soldering equipment for the bench and the production line.',
  ),
  categoryNode(
    'Test & Measurement',
    'meter',
    ['InMRO'],
    [
      categoryNode('Multimeters', 'meter'),
      categoryNode('Oscilloscopes', 'scope'),
      categoryNode('Bench Power Supplies', 'plug'),
      categoryNode('Test Leads & Probes', 'probe'),
    ],
    'Multimeters, oscilloscopes, bench power supplies, test leads and probes.',
  ),
  categoryNode(
    'Enclosures',
    'box',
    ['InMRO'],
    leaves('Plastic Enclosures', 'Metal Enclosures'),
    'Plastic and die-cast or extruded aluminium enclosures for electronics.',
  ),
  categoryNode(
    'Safety & ESD Control',
    'check',
    ['InMRO'],
    leaves('ESD Control', 'Safety Glasses & PPE'),
    'Wrist straps, mats, shielding bags, safety glasses and personal protective equipment.',
  ),
  categoryNode(
    'Adhesives, Chemicals & Tapes',
    'bottle',
    ['InMRO'],
    leaves('Adhesives & Threadlockers', 'Cleaners & Contact Sprays', 'Tapes'),
    'Threadlockers, epoxies, cleaners, contact sprays and electrical tapes.',
  ),
];

const LEAF_GLYPH: Record<string, string> = {
  'Potentiometers & Trimmers': 'resistor',
  Supercapacitors: 'battery',
  'Battery Holders': 'battery',
  'Heat Sinks': 'fan',
  Tapes: 'tape',
  'Heat Shrink Tubing': 'cable',
  'Test Points': 'probe',
  'Crimp Terminals & Housings': 'connector',
};

/** The category tree in depth-first order; ids 1..n. The seed is accepted for symmetry: the taxonomy is curated. */
export function generateCategories(_seed?: number): GeneratedCategory[] {
  const out: GeneratedCategory[] = [];
  const slugs = new Set<string>();
  const walk = (nodes: Node[], parent: GeneratedCategory | null, parentGlyph: string) => {
    nodes.forEach((node, index) => {
      const slug = slugify(node.name);
      if (slugs.has(slug)) throw new Error(`Duplicate category slug ${slug}`);
      slugs.add(slug);
      const glyph = node.glyph ?? LEAF_GLYPH[node.name] ?? parentGlyph;
      const isLeaf = !node.children || node.children.length === 0;
      const description =
        node.about ??
        (isLeaf
          ? `${node.name}` +
            `${parent ? ` (${parent.name})` : ''}: in-stock parts with datasheets, quantity price breaks and parametric filters.`
          : `${node.name}: ${node.children!.map((child) => child.name).join(', ')}.`);
      const category: GeneratedCategory = {
        id: out.length + 1,
        parentId: parent ? parent.id : null,
        slug,
        name: node.name,
        iconSvg: icon(glyph),
        tags: [...(node.tags ?? [])],
        sort: index + 1,
        description,
      };
      out.push(category);
      if (node.children) walk(node.children, category, glyph);
    });
  };
  walk(TREE, null, 'chip');
  return out;
}
