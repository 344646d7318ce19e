import { categoryIconUrl, manufacturerUrl, productUrl, type PartSummary, type PriceBreakDto } from '@ferrite/contract';

/** The columns every part listing selects, so the mapper below always has what it needs. */
export const PART_SUMMARY_COLUMNS = `p.id, p.mpn, p.description, p.stock, p.moq, p.order_multiple, p.packaging, p.lifecycle,
  p.datasheet_url, p.price_breaks, p.category_id, m.name AS mfg_name, m.slug AS mfg_slug`;

export interface PartSummaryRow {
  id: number;
  mpn: string;
  description: string;
  stock: number;
  moq: number;
  order_multiple: number;
  packaging: string;
  lifecycle: string;
  datasheet_url: string;
  price_breaks: PriceBreakDto[];
  category_id: number;
  mfg_name: string;
  mfg_slug: string;
}

export function toPartSummary(row: PartSummaryRow): PartSummary {
  return {
    ProductID: row.id,
    PartNo: row.mpn,
    MFG: row.mfg_name,
    MfgUrl: manufacturerUrl(row.mfg_slug),
    Description: row.description,
    ProductUrl: productUrl(row.mpn),
    PicUrl: categoryIconUrl(row.category_id),
    Stock: row.stock,
    MOQ: row.moq,
    OrderMultiple: row.order_multiple,
    Packaging: row.packaging,
    Lifecycle: row.lifecycle,
    DatasheetUrl: row.datasheet_url,
    PriceBreaks: row.price_breaks,
  };
}
