// Real manufacturer names with country, founding year and web site; logos are generated wordmarks.
import { strHash } from './rng';
import type { GeneratedManufacturer } from './types';

type Row = [slug: string, name: string, country: string, founded: number, website: string, featured: 0 | 1, focus: string];

const ROWS: Row[] = [
  ['texas-instruments', 'Texas Instruments', 'United States', 1930, 'ti.com', 1, 'analog, embedded processing and power-management ICs'],
  ['analog-devices', 'Analog Devices', 'United States', 1965, 'analog.com', 1, 'data converters, amplifiers, power and Linear Technology parts'],
  ['maxim-integrated', 'Maxim Integrated (ADI)', 'United States', 1983, 'analog.com', 0, 'interface, power and sensor ICs, now part of Analog Devices'],
  ['stmicroelectronics', 'STMicroelectronics', 'Switzerland', 1987, 'st.com', 1, 'STM32 microcontrollers, MEMS sensors, power and analog ICs'],
  ['nxp', 'NXP Semiconductors', 'Netherlands', 2006, 'nxp.com', 1, 'microcontrollers, interface, automotive and RTC ICs'],
  ['microchip', 'Microchip Technology', 'United States', 1989, 'microchip.com', 1, 'PIC and AVR microcontrollers, memory, analog and interface ICs'],
  ['infineon', 'Infineon Technologies', 'Germany', 1999, 'infineon.com', 1, 'power semiconductors, gate drivers, sensors and microcontrollers'],
  ['onsemi', 'onsemi', 'United States', 1999, 'onsemi.com', 1, 'power and analog ICs, discretes and silicon carbide'],
  ['nexperia', 'Nexperia', 'Netherlands', 2017, 'nexperia.com', 0, 'discretes, logic and ESD protection'],
  ['diodes-incorporated', 'Diodes Incorporated', 'United States', 1959, 'diodes.com', 0, 'discretes, regulators and protection devices'],
  ['renesas', 'Renesas Electronics', 'Japan', 2002, 'renesas.com', 0, 'microcontrollers, timing and power ICs'],
  ['toshiba', 'Toshiba Electronic Devices & Storage', 'Japan', 1875, 'toshiba.semicon-storage.com', 0, 'MOSFETs, optocouplers and discretes'],
  ['rohm', 'ROHM Semiconductor', 'Japan', 1958, 'rohm.com', 0, 'resistors, discretes, LEDs and SiC power devices'],
  ['alpha-omega', 'Alpha & Omega Semiconductor', 'United States', 2000, 'aosmd.com', 0, 'power MOSFETs and power ICs'],
  ['wolfspeed', 'Wolfspeed', 'United States', 1987, 'wolfspeed.com', 0, 'silicon-carbide MOSFETs and Schottky diodes'],
  ['mps', 'Monolithic Power Systems', 'United States', 1997, 'monolithicpower.com', 0, 'DC/DC converters and power modules'],
  ['advanced-monolithic-systems', 'Advanced Monolithic Systems', 'United States', 1996, 'advanced-monolithic.com', 0, 'linear regulators such as the AMS1117'],
  ['allegro', 'Allegro MicroSystems', 'United States', 1990, 'allegromicro.com', 0, 'Hall-effect current and magnetic sensors'],
  ['melexis', 'Melexis', 'Belgium', 1988, 'melexis.com', 0, 'magnetic, infrared and automotive sensors'],
  ['nordic-semiconductor', 'Nordic Semiconductor', 'Norway', 1983, 'nordicsemi.com', 1, 'Bluetooth Low Energy and cellular IoT SoCs'],
  ['espressif', 'Espressif Systems', 'China', 2008, 'espressif.com', 1, 'Wi-Fi and Bluetooth SoCs and modules (ESP32)'],
  ['silicon-labs', 'Silicon Labs', 'United States', 1996, 'silabs.com', 0, 'wireless SoCs, USB bridges and 8-bit MCUs'],
  ['u-blox', 'u-blox', 'Switzerland', 1997, 'u-blox.com', 0, 'Bluetooth, Wi-Fi, GNSS and cellular modules'],
  ['semtech', 'Semtech', 'United States', 1960, 'semtech.com', 0, 'LoRa transceivers and protection devices'],
  ['raspberry-pi', 'Raspberry Pi', 'United Kingdom', 2012, 'raspberrypi.com', 0, 'the RP2040 microcontroller and compute modules'],
  ['lattice', 'Lattice Semiconductor', 'United States', 1983, 'latticesemi.com', 0, 'low-power FPGAs (iCE40, ECP5, MachXO)'],
  ['amd', 'AMD (Xilinx)', 'United States', 1969, 'amd.com', 0, 'Xilinx FPGAs and adaptive SoCs'],
  ['intel', 'Intel (Altera)', 'United States', 1968, 'intel.com', 0, 'Altera MAX and Cyclone FPGAs'],
  ['micron', 'Micron Technology', 'United States', 1978, 'micron.com', 0, 'DRAM and NOR/NAND flash memory'],
  ['winbond', 'Winbond Electronics', 'Taiwan', 1987, 'winbond.com', 0, 'serial NOR/NAND flash and SDRAM'],
  ['issi', 'ISSI', 'United States', 1988, 'issi.com', 0, 'SRAM, DRAM and serial flash'],
  ['macronix', 'Macronix', 'Taiwan', 1989, 'macronix.com', 0, 'serial NOR flash'],
  ['ftdi', 'FTDI', 'United Kingdom', 1992, 'ftdichip.com', 0, 'USB bridge ICs'],
  ['wch', 'WCH (Nanjing Qinheng)', 'China', 2004, 'wch-ic.com', 0, 'USB-to-serial bridges such as the CH340'],
  ['sensirion', 'Sensirion', 'Switzerland', 1998, 'sensirion.com', 0, 'humidity, temperature, gas and flow sensors'],
  ['bosch-sensortec', 'Bosch Sensortec', 'Germany', 2005, 'bosch-sensortec.com', 0, 'MEMS pressure, environmental and motion sensors'],
  ['tdk-invensense', 'TDK InvenSense', 'United States', 2003, 'invensense.tdk.com', 0, 'MEMS motion sensors and IMUs'],
  ['honeywell', 'Honeywell', 'United States', 1906, 'sps.honeywell.com', 0, 'pressure, humidity and magnetic sensors'],
  ['yageo', 'Yageo', 'Taiwan', 1977, 'yageo.com', 1, 'chip resistors, MLCCs and inductors'],
  ['murata', 'Murata Manufacturing', 'Japan', 1944, 'murata.com', 1, 'ceramic capacitors, inductors, EMI filters and resonators'],
  ['samsung-electro-mechanics', 'Samsung Electro-Mechanics', 'South Korea', 1973, 'samsungsem.com', 1, 'MLCCs and power inductors'],
  ['tdk', 'TDK', 'Japan', 1935, 'tdk.com', 1, 'capacitors, inductors, ferrites and protection devices'],
  ['kemet', 'KEMET', 'United States', 1919, 'kemet.com', 1, 'tantalum, ceramic, film and supercapacitors'],
  ['kyocera-avx', 'KYOCERA AVX', 'United States', 1972, 'kyocera-avx.com', 0, 'ceramic and tantalum capacitors'],
  ['taiyo-yuden', 'Taiyo Yuden', 'Japan', 1950, 'yuden.co.jp', 0, 'MLCCs and power inductors'],
  ['vishay', 'Vishay Intertechnology', 'United States', 1962, 'vishay.com', 1, 'resistors, capacitors, diodes, MOSFETs and optoelectronics'],
  ['vishay-dale', 'Vishay Dale', 'United States', 1951, 'vishay.com', 0, 'current-sense, power and through-hole resistors'],
  ['panasonic', 'Panasonic Industry', 'Japan', 1918, 'industry.panasonic.com', 1, 'resistors, capacitors, relays and PhotoMOS'],
  ['bourns', 'Bourns', 'United States', 1947, 'bourns.com', 1, 'trimmers, resistors, circuit protection and magnetics'],
  ['koa-speer', 'KOA Speer Electronics', 'Japan', 1940, 'koaspeer.com', 0, 'thick- and thin-film chip resistors'],
  ['stackpole', 'Stackpole Electronics', 'United States', 1906, 'seielect.com', 0, 'chip, current-sense and through-hole resistors'],
  ['susumu', 'Susumu', 'Japan', 1962, 'susumu.co.jp', 0, 'thin-film precision resistors'],
  ['nichicon', 'Nichicon', 'Japan', 1950, 'nichicon.co.jp', 0, 'aluminium electrolytic capacitors'],
  ['rubycon', 'Rubycon', 'Japan', 1952, 'rubycon.co.jp', 0, 'aluminium electrolytic capacitors'],
  ['nippon-chemi-con', 'Nippon Chemi-Con', 'Japan', 1931, 'chemi-con.co.jp', 0, 'aluminium electrolytic capacitors'],
  ['coilcraft', 'Coilcraft', 'United States', 1945, 'coilcraft.com', 0, 'power and RF inductors, transformers'],
  ['sumida', 'Sumida', 'Japan', 1956, 'sumida.com', 0, 'power inductors and coils'],
  ['molex', 'Molex', 'United States', 1938, 'molex.com', 1, 'wire-to-board, board-to-board, I/O and FFC connectors'],
  ['te-connectivity', 'TE Connectivity', 'Switzerland', 1941, 'te.com', 1, 'connectors, relays, sensors and heat-shrink'],
  ['amphenol', 'Amphenol', 'United States', 1932, 'amphenol.com', 1, 'I/O, RF, D-Sub and board connectors'],
  ['wurth-elektronik', 'Würth Elektronik', 'Germany', 1971, 'we-online.com', 1, 'passives, connectors, LEDs and EMC components'],
  ['jst', 'JST', 'Japan', 1957, 'jst-mfg.com', 0, 'wire-to-board connector systems (XH, PH, SH)'],
  ['hirose', 'Hirose Electric', 'Japan', 1937, 'hirose.com', 0, 'fine-pitch, FPC, RF and wire-to-board connectors'],
  ['samtec', 'Samtec', 'United States', 1976, 'samtec.com', 0, 'headers, sockets and high-speed interconnect'],
  ['harwin', 'Harwin', 'United Kingdom', 1952, 'harwin.com', 0, 'connectors, spacers and PCB hardware'],
  ['gct', 'GCT', 'United Kingdom', 1993, 'gct.co', 0, 'USB, memory-card and board connectors'],
  ['hanrun', 'HanRun Electronics', 'China', 2004, 'hanrun.com', 0, 'RJ45 jacks with integrated magnetics'],
  ['phoenix-contact', 'Phoenix Contact', 'Germany', 1923, 'phoenixcontact.com', 0, 'terminal blocks and industrial connectivity'],
  ['weidmuller', 'Weidmüller', 'Germany', 1850, 'weidmueller.com', 0, 'PCB terminal blocks and industrial connectivity'],
  ['wago', 'WAGO', 'Germany', 1951, 'wago.com', 0, 'spring-clamp terminal blocks and splicing connectors'],
  ['littelfuse', 'Littelfuse', 'United States', 1927, 'littelfuse.com', 1, 'fuses, PTCs, TVS diodes, varistors and solid-state relays'],
  ['eaton', 'Eaton (Bussmann)', 'Ireland', 1911, 'eaton.com', 0, 'Bussmann fuses, PTCs and supercapacitors'],
  ['bel-fuse', 'Bel Fuse', 'United States', 1949, 'belfuse.com', 0, 'fuses, PTCs and magnetics'],
  ['schurter', 'Schurter', 'Switzerland', 1933, 'schurter.com', 0, 'fuses and fuse holders'],
  ['omron', 'Omron Electronic Components', 'Japan', 1933, 'components.omron.com', 0, 'relays, switches and sensors'],
  ['hongfa', 'Hongfa', 'China', 1984, 'hongfa.com', 0, 'power and signal relays'],
  ['c-and-k', 'C&K Components', 'United States', 1928, 'ckswitches.com', 0, 'tactile, toggle and DIP switches'],
  ['e-switch', 'E-Switch', 'United States', 1979, 'e-switch.com', 0, 'tactile, toggle and rocker switches'],
  ['cts', 'CTS Corporation', 'United States', 1896, 'ctscorp.com', 0, 'DIP switches, sensors and frequency control'],
  ['grayhill', 'Grayhill', 'United States', 1943, 'grayhill.com', 0, 'DIP and rotary switches'],
  ['kingbright', 'Kingbright', 'Taiwan', 1980, 'kingbright.com', 0, 'indicator LEDs and LED displays'],
  ['lite-on', 'Lite-On', 'Taiwan', 1975, 'liteon.com', 0, 'LEDs, optocouplers and displays'],
  ['cree-led', 'Cree LED', 'United States', 1987, 'cree-led.com', 0, 'XLamp high-power and indicator LEDs'],
  ['ams-osram', 'ams OSRAM', 'Austria', 1919, 'ams-osram.com', 0, 'LEDs and optical sensors'],
  ['epson', 'Epson', 'Japan', 1942, 'epson.com', 0, 'crystals, oscillators and real-time clocks'],
  ['abracon', 'Abracon', 'United States', 1992, 'abracon.com', 0, 'crystals, oscillators and RF antennas'],
  ['ecs', 'ECS Inc. International', 'United States', 1980, 'ecsxtal.com', 0, 'crystals and oscillators'],
  ['txc', 'TXC Corporation', 'Taiwan', 1983, 'txccorp.com', 0, 'quartz crystals and oscillators'],
  ['sitime', 'SiTime', 'United States', 2005, 'sitime.com', 0, 'MEMS oscillators'],
  ['mean-well', 'MEAN WELL', 'Taiwan', 1982, 'meanwell.com', 0, 'AC/DC power supplies and DC/DC converters'],
  ['recom', 'RECOM Power', 'Austria', 1975, 'recom-power.com', 0, 'DC/DC converters and AC/DC modules'],
  ['traco-power', 'TRACO Power', 'Switzerland', 1979, 'tracopower.com', 0, 'DC/DC converters and AC/DC power supplies'],
  ['cui-devices', 'CUI Devices', 'United States', 1989, 'cuidevices.com', 0, 'power supplies, audio, thermal and interconnect'],
  ['sunon', 'Sunon', 'Taiwan', 1980, 'sunon.com', 0, 'DC fans and blowers'],
  ['boyd', 'Boyd (Aavid)', 'United States', 1964, 'boydcorp.com', 0, 'Aavid heat sinks and thermal management'],
  ['keystone', 'Keystone Electronics', 'United States', 1947, 'keyelco.com', 0, 'battery holders, test points and PCB hardware'],
  ['mpd', 'MPD (Memory Protection Devices)', 'United States', 1983, 'memoryprotectiondevices.com', 0, 'battery holders and clips'],
  ['alpha-wire', 'Alpha Wire', 'United States', 1922, 'alphawire.com', 0, 'hook-up wire, cable and tubing'],
  ['belden', 'Belden', 'United States', 1902, 'belden.com', 0, 'multi-conductor and network cable'],
  ['qualtek', 'Qualtek Electronics', 'United States', 1982, 'qualtekusa.com', 0, 'cable assemblies and EMI filters'],
  ['3m', '3M', 'United States', 1902, '3m.com', 0, 'tapes, ribbon cable, adhesives, ESD and safety products'],
  ['fluke', 'Fluke', 'United States', 1948, 'fluke.com', 1, 'digital multimeters, clamp meters and test leads'],
  ['keysight', 'Keysight Technologies', 'United States', 2014, 'keysight.com', 0, 'oscilloscopes, multimeters and power supplies'],
  ['rigol', 'RIGOL Technologies', 'China', 1998, 'rigol.com', 0, 'oscilloscopes, power supplies and multimeters'],
  ['tektronix', 'Tektronix', 'United States', 1946, 'tek.com', 0, 'oscilloscopes and probes'],
  ['bk-precision', 'B&K Precision', 'United States', 1951, 'bkprecision.com', 0, 'bench power supplies and test equipment'],
  ['pomona', 'Pomona Electronics', 'United States', 1951, 'pomonaelectronics.com', 0, 'test leads, clips and adapters'],
  ['weller', 'Weller', 'United States', 1945, 'weller-tools.com', 1, 'soldering stations, irons and tips'],
  ['hakko', 'Hakko', 'Japan', 1950, 'hakko.com', 0, 'soldering and desoldering stations and tips'],
  ['jbc', 'JBC Tools', 'Spain', 1929, 'jbctools.com', 0, 'soldering stations and cartridges'],
  ['metcal', 'Metcal', 'United States', 1982, 'metcal.com', 0, 'induction soldering systems and tip cartridges'],
  ['kester', 'Kester', 'United States', 1899, 'kester.com', 0, 'solder wire, paste and flux'],
  ['chip-quik', 'Chip Quik', 'Canada', 1994, 'chipquik.com', 0, 'solder paste, wire and rework supplies'],
  ['mg-chemicals', 'MG Chemicals', 'Canada', 1955, 'mgchemicals.com', 0, 'solder, flux, cleaners and epoxies'],
  ['chemtronics', 'Chemtronics', 'United States', 1956, 'chemtronics.com', 0, 'cleaners, flux pens, Soder-Wick and conductive epoxies'],
  ['henkel-loctite', 'Henkel Loctite', 'Germany', 1876, 'henkel-adhesives.com', 0, 'threadlockers, instant adhesives and epoxies'],
  ['wera', 'Wera', 'Germany', 1936, 'wera.de', 0, 'Kraftform screwdrivers and bits'],
  ['wiha', 'Wiha', 'Germany', 1939, 'wiha.com', 0, 'precision and insulated screwdrivers'],
  ['knipex', 'Knipex', 'Germany', 1882, 'knipex.com', 0, 'pliers, cutters and wire strippers'],
  ['xuron', 'Xuron', 'United States', 1971, 'xuron.com', 0, 'flush cutters and precision pliers'],
  ['jonard', 'Jonard Tools', 'United States', 1969, 'jonard.com', 0, 'wire strippers and crimp tools'],
  ['hammond', 'Hammond Manufacturing', 'Canada', 1917, 'hammfg.com', 0, 'plastic and die-cast enclosures'],
  ['bud-industries', 'Bud Industries', 'United States', 1928, 'budind.com', 0, 'plastic and metal enclosures'],
  ['desco', 'Desco', 'United States', 1961, 'desco.com', 0, 'ESD wrist straps, mats and grounding'],
  ['song-chuan', 'Song Chuan Precision', 'Taiwan', 1971, 'songchuan.com', 0, 'power and automotive relays'],
  ['sensata-crydom', 'Sensata (Crydom)', 'United States', 1973, 'sensata.com', 0, 'Crydom solid-state relays and contactors'],
  ['delta-electronics', 'Delta Electronics', 'Taiwan', 1971, 'deltaww.com', 0, 'DC fans, blowers and power supplies'],
  ['wakefield-vette', 'Wakefield-Vette', 'United States', 1958, 'wakefield-vette.com', 0, 'board-level and extruded heat sinks'],
  ['siglent', 'Siglent Technologies', 'China', 2002, 'siglent.com', 0, 'oscilloscopes, power supplies and multimeters'],
  ['crc-industries', 'CRC Industries', 'United States', 1958, 'crcindustries.com', 0, 'contact cleaners and maintenance chemicals'],
  ['gigadevice', 'GigaDevice', 'China', 2005, 'gigadevice.com', 0, 'GD32 microcontrollers and serial NOR flash'],
  ['torex', 'Torex Semiconductor', 'Japan', 1995, 'torexsemi.com', 0, 'small step-down and step-up converters and LDOs'],
];

const PALETTE = ['#0b3d91', '#8a1538', '#1d5e3b', '#5b2a86', '#b34700', '#00606b', '#333f48', '#7a4b00', '#004f9f', '#a10f2b', '#2f5d1e', '#4a2f6e'];

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** A wordmark in a rounded rectangle; text escaped, no external references. */
function logo(name: string, slug: string): string {
  const word = name.replace(/\s*\(.*\)$/, '');
  const text = escapeXml(word);
  const size = word.length > 20 ? 12 : word.length > 13 ? 15 : 18;
  const width = Math.max(96, Math.round(word.length * size * 0.6) + 28);
  const color = PALETTE[strHash(slug) % PALETTE.length] as string;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 40" width="${width}" height="40" role="img" aria-label="${escapeXml(name)}">` +
    `<rect x="1" y="1" width="${width - 2}" height="38" rx="6" fill="${color}"/>` +
    `<text x="${width / 2}" y="26" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" fill="#ffffff">${text}</text></svg>`
  );
}

/** The manufacturer list; ids 1..n in list order. The seed is accepted for symmetry: the list is curated. */
export function generateManufacturers(_seed?: number): GeneratedManufacturer[] {
  return ROWS.map(([slug, name, country, founded, website, featured, focus], i) => ({
    id: i + 1,
    slug,
    name,
    logoSvg: logo(name, slug),
    featured: featured === 1,
    description: `${name} (${country}, founded ${founded}): ${focus}.`,
    country,
    website: `https://www.${website}`,
    founded,
  }));
}

export const MANUFACTURER_SLUGS = ROWS.map((r) => r[0]);
