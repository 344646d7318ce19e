export interface PriceBreakDto {
  qty: number;
  /** Unit price in millionths of a US dollar. */
  unitPriceMicros: number;
}

/** A part as listed on cards and in tables. */
export interface PartSummary {
  ProductID: number;
  PartNo: string;
  MFG: string;
  MfgUrl: string;
  Description: string;
  ProductUrl: string;
  PicUrl: string;
  Stock: number;
  MOQ: number;
  OrderMultiple: number;
  Packaging: string;
  Lifecycle: string;
  DatasheetUrl: string;
  PriceBreaks: PriceBreakDto[];
}

export interface HomeData {
  featuredCategories: { CategoryID: number; CategoryName: string; LinkUrl: string; IconPath: string; PartCount: number }[];
  featuredManufacturers: { MfgName: string; MfgUrl: string; Image: string }[];
  popularParts: PartSummary[];
  totals: { parts: number; manufacturers: number; categories: number; inStock: number };
}
