/**
 * Whether a cell looks like a manufacturer part number ('STM32F103C8T6', 'GRM188R71H104KA93D',
 * 'LM358DR') rather than a value, package or rating: designers put part numbers in the Value
 * column, and the tool tries them as part numbers.
 */
import { packageCode } from '../package-code';
import { readDielectric, readRatingToken } from './ratings';
import { readValueToken } from './value';

/** Distributor order codes, not part numbers: LCSC ('C25804'), Digi-Key ('311-10.0KHRCT-ND'), Mouser ('71-CRCW060310K0FKEA'). */
const DISTRIBUTOR_SKU = /^C\d{3,8}$|-ND$|^\d{2,3}-[A-Z0-9]/i;

export function looksLikePartNumber(text: string): boolean {
  const cell = text.trim();
  if (cell.length < 4 || cell.length > 40 || /\s/.test(cell)) return false;
  if (!/\d/.test(cell) || !/[A-Za-z]/.test(cell)) return false;
  if (!/^[A-Za-z0-9][A-Za-z0-9\-_./#+,()]*$/.test(cell)) return false;
  if (DISTRIBUTOR_SKU.test(cell)) return false;
  // '4.7uF/16V' and '10k/1%' are values with ratings, not part numbers.
  if (cell.split('/').every(isNotation)) return false;
  // A footprint or package name ('R_0603_1608Metric', 'SOT-23', 'C0805') is not a part to buy.
  const pkg = packageCode(cell);
  if (pkg && (/_/.test(cell) || cell.replace(/[^A-Za-z0-9]/g, '').length <= 6)) return false;
  return true;
}

/** True when a cell is a distributor's order code (LCSC, Digi-Key, Mouser) rather than a part number. */
export function looksLikeDistributorSku(text: string): boolean {
  return DISTRIBUTOR_SKU.test(text.trim());
}

/** A value, rating, dielectric or chip size: what a value cell says when it is not a part number. */
export function isNotation(token: string): boolean {
  return (
    readValueToken(token, true) !== undefined ||
    readRatingToken(token) !== undefined ||
    readDielectric(token) !== undefined ||
    /^\d+(?:[.,]\d+)?[kMG]?Hz$/i.test(token) ||
    (/^\d{4,5}$/.test(token) && packageCode(token)?.chip !== undefined)
  );
}
