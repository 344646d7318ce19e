// The generator's public shapes (re-exported by index.ts). Plain data: the database layer maps them to rows.

export interface GeneratedCategory {
  id: number;
  parentId: number | null;
  slug: string;
  name: string;
  iconSvg: string;
  tags: string[];
  sort: number;
  description: string;
}

export interface GeneratedManufacturer {
  id: number;
  slug: string;
  name: string;
  logoSvg: string;
  featured: boolean;
  description: string;
  country: string;
  website: string;
  founded: number;
}

/** One quantity break: unit price in millionths of a US dollar (integer). */
export interface PriceBreak {
  qty: number;
  unitPriceMicros: number;
}

export type Lifecycle = 'Active' | 'New Product' | 'Not Recommended for New Designs' | 'Last Time Buy' | 'Obsolete';

export type Packaging = 'Cut Tape' | 'Tape & Reel' | 'Tray' | 'Tube' | 'Bulk' | 'Bag';

export interface GeneratedPart {
  /** 1..N, stable for a given seed: part k is the same whatever N is. */
  id: number;
  /** The manufacturer's ordering code, unique across the catalogue. */
  mpn: string;
  /** The ordering code without its packaging field: groups reel / cut-tape / tube variants of one part. */
  baseMpn: string;
  manufacturerId: number;
  /** Always a leaf category. */
  categoryId: number;
  /** Distributor style, e.g. 'RES SMD 10K OHM 1% 1/10W 0603'. */
  description: string;
  /** Display-form values ('10 kΩ', '±1%'); the same keys for every part of a leaf category. */
  parameters: Record<string, string>;
  datasheetUrl: string;
  lifecycle: Lifecycle;
  stock: number;
  moq: number;
  /** moq is a multiple of it. */
  orderMultiple: number;
  packaging: Packaging;
  leadTimeWeeks: number;
  /** Per unit, at most four decimals. */
  weightGrams: number;
  rohs: boolean;
  /** Ascending qty, first qty == moq, strictly decreasing unit price, 3–8 breaks. */
  priceBreaks: PriceBreak[];
}

export interface CatalogOptions {
  parts: number;
  /** Default 20250101. */
  seed?: number;
}
