import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchBox, type LinkSuggestion, type ProductSuggestion } from '@ferrite/ui/shop';
import { keywordUrl } from '@ferrite/contract';
import { useI18n } from '../i18n';
import { createAutocomplete } from '../search/autocomplete';
import { useMoney } from '../format/use-money';
import { hotSearches } from '../search/hot-searches';
import { useServices } from '../state/context';
import { clearSearchHistory, readSearchHistory, rememberSearch } from '../state/search-history';
import { showSnackbar } from '../state/stores';
import { endpoints } from '@ferrite/contract/endpoints';

/**
 * The header's search box: autocomplete after 3 characters (150 ms debounce, stale answers dropped),
 * history and hot searches from browser storage, and `/keywords/{KEYWORD}` on submit (docs/product.md §5).
 * Without JavaScript it is a GET form to /search.
 */
export function HeaderSearch() {
  const services = useServices();
  const navigate = useNavigate();
  const { section, t } = useI18n();
  const money = useMoney();
  const [value, setValue] = useState('');
  const [products, setProducts] = useState<readonly ProductSuggestion[]>([]);
  const [categories, setCategories] = useState<readonly LinkSuggestion[]>([]);
  const [manufacturers, setManufacturers] = useState<readonly LinkSuggestion[]>([]);
  // The formatters change with the currency; the controller is made once per services.
  const format = useRef(money);
  format.current = money;
  const [loading, setLoading] = useState(false);
  const [history, setHistory] = useState<string[]>([]);
  const [hot, setHot] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);

  const autocomplete = useMemo(
    () =>
      createAutocomplete(
        (keyword) => services.api.silent.call(endpoints.catalog.suggestions, { keyword }),
        (found, busy) => {
          const number = new Intl.NumberFormat(format.current.locale);
          setProducts(
            found.Products.map((part) => ({
              PartNo: part.PartNo,
              MFG: part.MFG,
              ProductUrl: part.ProductUrl,
              Description: part.Description,
              StockText: part.Stock > 0 ? t('shell.suggestionStock', { count: number.format(part.Stock) }) : t('shell.suggestionNoStock'),
              PriceText:
                part.PriceFromMicros === null
                  ? undefined
                  : t('shell.suggestionPriceFrom', { price: format.current.unit(part.PriceFromMicros) }),
            })),
          );
          setCategories(found.Categories);
          setManufacturers(found.Manufacturers);
          setLoading(busy);
        },
      ),
    // t follows the language, which reloads the page's services.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
    [services],
  );
  useEffect(() => () => autocomplete.dispose(), [autocomplete]);

  // Browser storage exists only after hydration; reading it during render would break hydration.
  useEffect(() => {
    setHistory(readSearchHistory());
    hotSearches(() => services.api.silent.call(endpoints.catalog.popularSearches))
      .then(setHot)
      .catch(() => setHot([]));
  }, [services]);

  const onChange = (next: string) => {
    setValue(next);
    setError(undefined);
    autocomplete.input(next);
  };
  const onSubmit = (keyword: string) => {
    setHistory(rememberSearch(keyword));
    setProducts([]);
    setCategories([]);
    setManufacturers([]);
    navigate(keywordUrl(keyword));
  };
  const onInvalid = (message: string) => {
    setError(message);
    showSnackbar(services.stores, 'warning', message);
  };

  // A shopper can start typing before the page has hydrated: take what is in the box (the server
  // rendered it empty) instead of letting the next render clear it.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== '') onChange(typed);
    // Once, at hydration: later the box is React's.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <SearchBox
      ref={input}
      value={value}
      onChange={onChange}
      onSubmit={onSubmit}
      onInvalid={onInvalid}
      onSelectProduct={(product) => navigate(product.ProductUrl)}
      onSelectLink={(url) => navigate(url)}
      onClearHistory={() => {
        clearSearchHistory();
        setHistory([]);
      }}
      suggestions={{ history, hot, products, categories, manufacturers }}
      loading={loading}
      error={error}
      labels={section('kitSearchBox')}
    />
  );
}
