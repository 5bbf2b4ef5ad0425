import { useId, type ReactNode } from 'react';
import { HorizontalNavigation } from '../navigation/HorizontalNavigation';
import { RouterBridge } from '../navigation/RouterBridge';
import { useDocumentTheme } from '../navigation/useDocumentTheme';
import { VerticalNavigation } from '../navigation/VerticalNavigation';
import { themeClassName } from '../theme/themeClassName';
import type { LayoutName } from '../shell/config';
import {
  Footer,
  Logo,
  Main,
  NavigationToggle,
  SkipLink,
  TopBar,
  topBarWidgets,
  useLayoutNavigation,
  useMainId,
} from './parts';
import { navHeader, withQuickChatRail } from './parts.css';
import {
  bandRow,
  centeredPanel,
  centeredRoot,
  columnFooter,
  darkBand,
  enterpriseContent,
  enterpriseHeader,
  enterpriseMain,
  lightBand,
  materialBand,
  materialHeader,
  materialNavRow,
  materialRoot,
  materialRow,
  materialSheet,
  navRow,
  navSlot,
  root,
  tallBar,
  toolbarEnd,
} from './HorizontalLayouts.css';
import type { LayoutProps } from './types';

/**
 * What the horizontal layouts share: from md up the logo and the horizontal navigation; below it a
 * hamburger opening the default set in a drawer (wordmark on top).
 */
function useHorizontalShell(navigation: LayoutProps['navigation'], logo: ReactNode) {
  const { docked, opened, setOpened, toggle } = useLayoutNavigation();
  const navId = useId();
  const mainId = useMainId();
  const drawer = docked ? null : (
    <VerticalNavigation
      id={navId}
      items={navigation.default}
      mode="over"
      opened={opened}
      onOpenedChange={setOpened}
      header={
        <div className={navHeader}>
          <Logo />
        </div>
      }
    />
  );
  const start = docked ? (
    <>
      {logo}
      <div className={navSlot}>
        <HorizontalNavigation items={navigation.horizontal} />
      </div>
    </>
  ) : (
    <NavigationToggle opened={opened} onToggle={toggle} controls={navId} />
  );
  return { docked, drawer, start, mainId, opened, toggle, navId };
}

function Shell({
  name,
  className,
  quickChat,
  children,
}: {
  name: LayoutName;
  className: string;
  /** The quick-chat rail and panel, in the layouts that have it. */
  quickChat?: ReactNode;
  children: ReactNode;
}) {
  return (
    <RouterBridge>
      <div data-layout={name} className={[className, quickChat != null && withQuickChatRail].filter(Boolean).join(' ')}>
        {children}
        {quickChat}
      </div>
    </RouterBridge>
  );
}

/** One centred rounded panel on a grey frame: toolbar with the navigation inline, content, footer. */
export function CenteredLayout({
  navigation,
  year,
  children,
  quickChat: _noQuickChat,
  quickChatToggle: _noToggle,
  ...widgets
}: LayoutProps) {
  // No quick chat in the centered layout (its panel would cover the framed sheet's edge).
  return (
    <Shell name="centered" className={centeredRoot}>
      <CenteredBody navigation={navigation} toolbar={topBarWidgets(widgets)} year={year}>
        {children}
      </CenteredBody>
    </Shell>
  );
}

function CenteredBody({ navigation, toolbar, year, children }: LayoutProps) {
  const { drawer, start, mainId } = useHorizontalShell(navigation, <Logo variant="responsive" />);
  return (
    <>
      <SkipLink mainId={mainId} />
      {drawer}
      <div className={centeredPanel}>
        <TopBar className={tallBar} start={start} toolbar={toolbar} />
        <Main id={mainId}>{children}</Main>
        <Footer year={year} className={tallBar} />
      </div>
    </>
  );
}

/** A dark band (wordmark, widgets) over a light band (navigation), a framed content column. */
export function EnterpriseLayout({ navigation, year, children, quickChat, ...widgets }: LayoutProps) {
  return (
    <Shell name="enterprise" className={root} quickChat={quickChat}>
      <EnterpriseBody navigation={navigation} toolbar={topBarWidgets(widgets)} year={year}>
        {children}
      </EnterpriseBody>
    </Shell>
  );
}

function EnterpriseBody({ navigation, toolbar, year, children }: LayoutProps) {
  const theme = useDocumentTheme();
  const { docked, drawer, mainId, opened, toggle, navId } = useHorizontalShell(navigation, null);
  return (
    <>
      <SkipLink mainId={mainId} />
      {drawer}
      <header className={enterpriseHeader}>
        <div className={[darkBand, themeClassName(theme, 'dark')].join(' ')}>
          <div className={bandRow}>
            {docked ? <Logo /> : <NavigationToggle opened={opened} onToggle={toggle} controls={navId} />}
            <div className={toolbarEnd}>{toolbar}</div>
          </div>
        </div>
        {docked && (
          <div className={lightBand}>
            <div className={navRow}>
              <HorizontalNavigation items={navigation.horizontal} />
            </div>
          </div>
        )}
      </header>
      <div className={enterpriseContent}>
        <Main id={mainId} className={enterpriseMain}>
          {children}
        </Main>
      </div>
      <Footer year={year} className={columnFooter} />
    </>
  );
}

/** A primary band with a floating sheet: logo and widgets, the navigation, then the content. */
export function MaterialLayout({
  navigation,
  year,
  children,
  quickChat: _noQuickChat,
  quickChatToggle: _noToggle,
  ...widgets
}: LayoutProps) {
  // No quick chat in the material layout (its floating sheet keeps both edges free).
  return (
    <Shell name="material" className={materialRoot}>
      <MaterialBody navigation={navigation} toolbar={topBarWidgets(widgets)} year={year}>
        {children}
      </MaterialBody>
    </Shell>
  );
}

function MaterialBody({ navigation, toolbar, year, children }: LayoutProps) {
  const { docked, drawer, mainId, opened, toggle, navId } = useHorizontalShell(navigation, null);
  return (
    <>
      <SkipLink mainId={mainId} />
      {drawer}
      <div className={materialBand} aria-hidden="true" />
      <div className={materialSheet}>
        <header className={materialHeader}>
          <div className={materialRow}>
            {docked ? <Logo /> : <NavigationToggle opened={opened} onToggle={toggle} controls={navId} />}
            <div className={toolbarEnd}>{toolbar}</div>
          </div>
          {docked && (
            <div className={[materialRow, materialNavRow].join(' ')}>
              <HorizontalNavigation items={navigation.horizontal} />
            </div>
          )}
        </header>
        <Main id={mainId}>{children}</Main>
        <Footer year={year} />
      </div>
    </>
  );
}

/** One full-width toolbar with the navigation inline; full-width content and footer. */
export function ModernLayout({ navigation, year, children, quickChat, ...widgets }: LayoutProps) {
  return (
    <Shell name="modern" className={root} quickChat={quickChat}>
      <ModernBody navigation={navigation} toolbar={topBarWidgets(widgets)} year={year}>
        {children}
      </ModernBody>
    </Shell>
  );
}

function ModernBody({ navigation, toolbar, year, children }: LayoutProps) {
  const { drawer, start, mainId } = useHorizontalShell(navigation, <Logo variant="responsive" />);
  return (
    <>
      <SkipLink mainId={mainId} />
      {drawer}
      <TopBar className={tallBar} start={start} toolbar={toolbar} />
      <Main id={mainId}>{children}</Main>
      <Footer year={year} />
    </>
  );
}
