import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  composeRenderProps,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { tab, tabIcon, tabList, tabPanel, tabs } from './Tabs.css';

export type TabsProps = Omit<AriaTabsProps, 'orientation'>;

/** Horizontal tabs: arrow keys move between tabs and select them; each `Tab` id matches a `TabPanel` id. */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <AriaTabs
      {...props}
      orientation="horizontal"
      className={composeRenderProps(className, (custom) => [tabs, custom].filter(Boolean).join(' '))}
    />
  );
}

/** The row of tabs; name it with `aria-label` when nothing else on the page does. */
export function TabList<T extends object>({ className, ...props }: AriaTabListProps<T>) {
  return (
    <AriaTabList
      {...props}
      className={composeRenderProps(className, (custom) => [tabList, custom].filter(Boolean).join(' '))}
    />
  );
}

export type TabListProps<T> = AriaTabListProps<T>;

export interface TabProps extends Omit<AriaTabProps, 'children'> {
  children: ReactNode;
  /** A decorative icon before the label. */
  icon?: ReactNode;
}

/** One tab; its `id` names the `TabPanel` it shows, and its text names that panel. */
export function Tab({ children, icon, className, ...props }: TabProps) {
  return (
    <AriaTab {...props} className={composeRenderProps(className, (custom) => [tab, custom].filter(Boolean).join(' '))}>
      {icon != null && (
        <span className={tabIcon} aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </AriaTab>
  );
}

export type TabPanelProps = AriaTabPanelProps;

/** The content shown while the `Tab` with the same `id` is selected; it is labelled by that tab. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <AriaTabPanel
      {...props}
      className={composeRenderProps(className, (custom) => [tabPanel, custom].filter(Boolean).join(' '))}
    />
  );
}
