// Data-sheet addresses of the IC families' devices from the makers' own sites, by the device's file stem (Dev.ds).
import type { Dev } from './ordering-codes';

/** Texas Instruments, Analog Devices (and Linear Technology, Maxim), Microchip, ST and onsemi data sheets. */
export const tiDs = (device: Dev) => `https://www.ti.com/lit/ds/symlink/${device.ds}.pdf`;
export const adiDs = (device: Dev) => `https://www.analog.com/media/en/technical-documentation/data-sheets/${device.ds}.pdf`;
export const mchpDs = (device: Dev) => `https://ww1.microchip.com/downloads/en/DeviceDoc/${device.ds}.pdf`;
export const stDs = (device: Dev) => `https://www.st.com/resource/en/datasheet/${device.ds}.pdf`;
export const onDs = (device: Dev) => `https://www.onsemi.com/pdf/datasheet/${device.ds}-d.pdf`;
