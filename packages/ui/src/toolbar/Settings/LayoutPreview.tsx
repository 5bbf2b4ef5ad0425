import type { LayoutName } from '../../shell/config';
import * as styles from './LayoutPreview.css';

type Shape =
  | { kind: 'vertical'; nav: keyof typeof styles.nav | null; dark?: boolean; user?: boolean; toolbar: boolean }
  | { kind: 'horizontal'; bars: readonly (keyof typeof styles.bar)[]; content: keyof typeof styles.content };

/** How each layout looks, in a few strokes (see the layouts' own files for the real thing). */
const shapes: Record<LayoutName, Shape> = {
  empty: { kind: 'vertical', nav: null, toolbar: false },
  classic: { kind: 'vertical', nav: 'wide', toolbar: true },
  classy: { kind: 'vertical', nav: 'wide', user: true, toolbar: true },
  compact: { kind: 'vertical', nav: 'compact', toolbar: true },
  dense: { kind: 'vertical', nav: 'dense', toolbar: true },
  futuristic: { kind: 'vertical', nav: 'wide', dark: true, user: true, toolbar: true },
  thin: { kind: 'vertical', nav: 'thin', dark: true, toolbar: true },
  centered: { kind: 'horizontal', bars: ['toolbar'], content: 'boxed' },
  enterprise: { kind: 'horizontal', bars: ['primary', 'toolbar'], content: 'full' },
  material: { kind: 'horizontal', bars: ['band'], content: 'raised' },
  modern: { kind: 'horizontal', bars: ['toolbar'], content: 'full' },
};

function Content({ variant = 'full' }: { variant?: keyof typeof styles.content }) {
  return (
    <div className={styles.content[variant]}>
      <div className={styles.block.heading} />
      <div className={styles.block.text} />
    </div>
  );
}

/** A miniature wireframe of a layout, for the settings drawer's layout choices. Decorative: the caption names it. */
export function LayoutPreview({ layout }: { layout: LayoutName }) {
  const shape = shapes[layout];
  if (shape.kind === 'horizontal') {
    return (
      <div className={[styles.frame, styles.horizontal].join(' ')} aria-hidden="true">
        {shape.bars.map((bar, index) => (
          <div key={index} className={styles.bar[bar]} />
        ))}
        <Content variant={shape.content} />
      </div>
    );
  }
  return (
    <div className={[styles.frame, styles.vertical].join(' ')} aria-hidden="true">
      {shape.nav && (
        <div
          className={[styles.nav[shape.nav], styles.navTone[shape.dark ? 'dark' : 'light'], styles.navColumn].join(' ')}
        >
          {shape.user && <div className={styles.navUser} />}
          <div className={styles.navLine} />
          <div className={styles.navLine} />
          <div className={styles.navLine} />
        </div>
      )}
      <div className={styles.column}>
        {shape.toolbar && <div className={styles.bar.toolbar} />}
        <Content />
      </div>
    </div>
  );
}
