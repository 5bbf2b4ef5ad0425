import type { ReactNode } from 'react';
import * as styles from './PageShell.css';

/** A page's heading and body: the frame every routed page sits in (the layout owns the main landmark). */
export function PageShell({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}
