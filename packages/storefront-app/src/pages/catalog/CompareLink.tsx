import { Text } from '@ferrite/ui';
import type { MouseEvent } from 'react';
import type { PartSummary } from '@ferrite/contract';
import { useT } from '../../i18n';
import { useStores } from '../../state/context';
import { addToCompare, compareUrl } from '../../state/compare-list';
import { showSnackbar } from '../../state/stores';

/**
 * "Compare": with JavaScript it adds the part to the stored compare list and stays; without, the
 * link opens the compare page with this part.
 */
export function CompareLink({ part }: { part: PartSummary }) {
  const stores = useStores();
  const t = useT();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const list = addToCompare({
      ProductID: part.ProductID,
      PicUrl: part.PicUrl,
      ProductUrl: part.ProductUrl,
      PartNo: part.PartNo,
      MFG: part.MFG,
      Description: part.Description,
    });
    stores.layout.sidebar.sectionView = 'compare';
    stores.layout.sidebar.refresh = !stores.layout.sidebar.refresh;
    showSnackbar(stores, 'success', t('catalog.addedToCompare', { partNo: part.PartNo, count: list.length }));
  };
  return (
    <Text size="small" tone="inherit">
      <a href={compareUrl([part.ProductID])} onClick={onClick} rel="nofollow">
        {t('catalog.compare')}
      </a>
    </Text>
  );
}
