import type { SeoTdk } from '@ferrite/contract';
import type { Queryable } from '../db/database';

const BRAND_DESCRIPTION = 'in-stock electronic components with price breaks, datasheets and fast shipping';

/** Title, description and keywords (TDK) for a page, from the catalogue where the page names a record. */
export async function seoFor(db: Queryable, brand: string, type: string, key?: string): Promise<SeoTdk> {
  if (type === 'product' && key) {
    const { rows } = await db.query<{ mpn: string; description: string; mfg: string; category: string }>(
      `SELECT p.mpn, p.description, m.name AS mfg, c.name AS category FROM parts p
       JOIN manufacturers m ON m.id = p.manufacturer_id JOIN categories c ON c.id = p.category_id WHERE p.mpn = $1 LIMIT 1`,
      [key],
    );
    const part = rows[0];
    if (part) {
      return {
        title: `${part.mpn} ${part.mfg} | ${brand}`,
        description: `${part.mpn} by ${part.mfg}: ${part.description}. Stock, pricing and datasheet at ${brand}.`,
        keywords: [part.mpn, part.mfg, part.category, 'datasheet', 'price', 'stock'].join(', '),
      };
    }
  }
  if (type === 'category' && key) {
    const { rows } = await db.query<{ name: string; description: string }>('SELECT name, description FROM categories WHERE slug = $1', [
      key.split('/').pop(),
    ]);
    const category = rows[0];
    if (category) {
      return {
        title: `${category.name} | ${brand}`,
        description: category.description || `Buy ${category.name.toLowerCase()} at ${brand}: ${BRAND_DESCRIPTION}.`,
        keywords: [category.name, 'electronic components', 'distributor'].join(', '),
      };
    }
  }
  if (type === 'manufacturer' && key) {
    const { rows } = await db.query<{ name: string }>('SELECT name FROM manufacturers WHERE slug = $1', [key]);
    const mfg = rows[0];
    if (mfg) {
      return {
        title: `${mfg.name} | ${brand}`,
        description: `${mfg.name} parts at ${brand}: ${BRAND_DESCRIPTION}.`,
        keywords: [mfg.name, 'authorised distributor', 'components'].join(', '),
      };
    }
  }
  if (type === 'search' && key) {
    return {
      title: `${key} | ${brand}`,
      description: `Search results for ${key} at ${brand}: ${BRAND_DESCRIPTION}.`,
      keywords: [key, 'part search'].join(', '),
    };
  }
  return {
    title: `${brand} | Electronic Components Distributor`,
    description: `${brand}: ${BRAND_DESCRIPTION}.`,
    keywords: 'electronic components, distributor, semiconductors, passives, connectors',
  };
}
