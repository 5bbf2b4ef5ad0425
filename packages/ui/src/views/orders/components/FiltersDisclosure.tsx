import { useState, type ReactNode } from 'react';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Disclosure, DisclosurePanel } from 'react-aria-components';
import { Button } from '../../../primitives/Button';
import * as styles from '../Orders.css';

export interface FiltersDisclosureProps {
  /** How many of the filters inside are set: said in the button, so a closed panel still tells. */
  activeCount: number;
  children: ReactNode;
}

/**
 * The list's filter fields folded behind one "Filtros" button (react-aria's disclosure), for a narrow
 * screen where they would otherwise push the first order far below the fold. The fields are drawn the
 * first time the panel opens, not with the list: on a phone they were a third of the page's first render.
 */
export function FiltersDisclosure({ activeCount, children }: FiltersDisclosureProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <Disclosure className={styles.filtersDisclosure} onExpandedChange={(expanded) => expanded && setOpened(true)}>
      <Button slot="trigger" variant="secondary" className={styles.filtersTrigger}>
        <SlidersHorizontal size={16} aria-hidden="true" />
        {activeCount > 0 ? t('orders.filters.toggleActive', { count: activeCount }) : t('orders.filters.toggle')}
        <ChevronDown size={16} className={styles.filtersChevron} aria-hidden="true" />
      </Button>
      <DisclosurePanel className={styles.filtersPanel}>{opened ? children : null}</DisclosurePanel>
    </Disclosure>
  );
}
