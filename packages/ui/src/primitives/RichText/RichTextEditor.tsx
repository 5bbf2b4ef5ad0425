import { lazy, Suspense } from 'react';
import { field, label as labelStyle } from '../field.css';
import { bone } from '../Skeleton/Skeleton.css';
import { box, editableHeight, skeletonToolbar, toolbar } from './RichText.css';
import type { RichTextEditorProps } from './types';

export type { RichTextEditorHeight, RichTextEditorProps } from './types';

// Lexical (about 125 kB gzip with its plugins) loads with the first editor drawn, never with a
// screen that only shows rich text: this file and the index import no Lexical module.
const loadEditor = () => import('./LexicalEditor');
const LexicalEditor = lazy(loadEditor);

/** Starts fetching the editor's code ahead of need, for instance when an Edit button is hovered. */
export function preloadRichTextEditor(): void {
  void loadEditor();
}

function EditorSkeleton({ label, minHeight = 'medium' }: Pick<RichTextEditorProps, 'label' | 'minHeight'>) {
  return (
    <div className={field} aria-busy="true">
      {label != null && <span className={labelStyle}>{label}</span>}
      <div className={box} aria-hidden="true">
        <div className={toolbar}>
          <div className={[bone, skeletonToolbar].join(' ')} />
        </div>
        <div className={editableHeight[minHeight]} />
      </div>
    </div>
  );
}

/**
 * A rich-text field: bold, italic, lists and links from a toolbar or the keyboard (Ctrl/Cmd+B, +I,
 * +K), with undo and redo. Takes and gives sanitized HTML. Its code loads on first use; until then a
 * stand-in of the same size holds its place.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorSkeleton label={props.label} minHeight={props.minHeight} />}>
      <LexicalEditor {...props} />
    </Suspense>
  );
}
