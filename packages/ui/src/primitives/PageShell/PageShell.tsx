import type { ReactNode } from 'react';
import * as styles from './PageShell.css';

/** A page's landmark and heading: the frame every routed page sits in. */
export function PageShell({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </main>
  );
}
