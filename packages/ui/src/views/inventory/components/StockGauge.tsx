import { useTranslation } from 'react-i18next';
import { stockLevel } from '../logic';
import * as styles from '../Inventory.css';

/** The stock as a number, a tiny vertical gauge and its level in words ("Bajo"). */
export function StockGauge({ stock, format }: { stock: number; format: (value: number) => string }) {
  const { t } = useTranslation();
  const level = stockLevel(stock);
  return (
    <span className={styles.stock}>
      <span className={styles.gauge} aria-hidden="true">
        <span className={styles.gaugeFill[level]} />
      </span>
      <span>{format(stock)}</span>
      <span className={styles.level}>{t(`inventory.stockLevel.${level}`)}</span>
    </span>
  );
}
