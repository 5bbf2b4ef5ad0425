import {
  composeRenderProps,
  GridList as AriaGridList,
  GridListItem as AriaGridListItem,
  type GridListItemProps as AriaGridListItemProps,
  type GridListProps as AriaGridListProps,
} from 'react-aria-components';
import { SelectionCheckbox } from '../Table/SelectionCheckbox';
import { content, item, list } from './GridList.css';

export type GridListProps<T> = AriaGridListProps<T>;

/**
 * An interactive list on react-aria: arrow keys move between items (and into the actions inside
 * them), Space selects, typing jumps to the item whose text starts with the letters typed.
 */
export function GridList<T extends object>({ className, ...props }: GridListProps<T>) {
  return (
    <AriaGridList
      {...props}
      className={composeRenderProps(className, (custom) => [list, custom].filter(Boolean).join(' '))}
    />
  );
}

export interface GridListItemProps<T = object> extends AriaGridListItemProps<T> {
  /**
   * The item as plain text, for type-ahead and for screen readers when the item holds more than text.
   * Taken from `children` when they are a string.
   */
  textValue?: string;
}

/** An item; shows a selection checkbox when the list allows multiple selection. */
export function GridListItem<T extends object>({ children, className, textValue, ...props }: GridListItemProps<T>) {
  return (
    <AriaGridListItem
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      {...props}
      className={composeRenderProps(className, (custom) => [item, custom].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (itemContent, { selectionMode, selectionBehavior }) => (
        <>
          {selectionMode === 'multiple' && selectionBehavior === 'toggle' && <SelectionCheckbox />}
          <div className={content}>{itemContent}</div>
        </>
      ))}
    </AriaGridListItem>
  );
}
