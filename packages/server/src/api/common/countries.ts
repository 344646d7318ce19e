import { endpoints } from '@ferrite/contract/endpoints';
import { defineOperation } from '../operation';

// ISO 3166-1 alpha-2 codes of the countries and territories we ship to; names come from ICU
// so they stay correct without a hand-kept list of spellings.
const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS ' +
  'MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO ' +
  'RS RW SA SB SC SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SZ TC TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ ' +
  'UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');

export interface CountryListItem {
  NameEN: string;
  RegionValue: string;
}

let cached: CountryListItem[] | undefined;

/** Every country as `{ NameEN, RegionValue }` (select text and value, docs/product.md §3), sorted by name. */
export function countryList(): CountryListItem[] {
  if (!cached) {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    cached = COUNTRY_CODES.map((code) => ({ NameEN: names.of(code) ?? code, RegionValue: code })).sort((a, b) =>
      a.NameEN.localeCompare(b.NameEN, 'en'),
    );
  }
  return cached;
}

export function isKnownCountry(code: string): boolean {
  return COUNTRY_CODES.includes(code);
}

export const getCountryList = defineOperation(endpoints.site.countries, {
  summary: 'Countries for address forms: NameEN (text) and RegionValue (ISO 3166-1 alpha-2 code).',
  async handler() {
    return countryList();
  },
});
