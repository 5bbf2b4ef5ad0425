import { useId, useState, type ReactNode } from 'react';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../primitives/IconButton';
import { RouterBridge } from '../navigation/RouterBridge';
import type { NavAppearance, NavItem, NavTone } from '../navigation/types';
import { VerticalNavigation } from '../navigation/VerticalNavigation';
import type { LayoutName } from '../shell/config';
import {
  Footer,
  Logo,
  LogoMark,
  Main,
  NavigationFooterUser,
  NavigationToggle,
  NavigationWidgets,
  SkipLink,
  TopBar,
  topBarWidgets,
  UserBlock,
  useLayoutNavigation,
  useMainId,
} from './parts';
import {
  column,
  fadedWordmark,
  fromMd,
  navHeader,
  navHeaderCentered,
  navHeaderSpread,
  verticalRoot,
  withQuickChatRail,
} from './parts.css';
import type { LayoutProps, PanelWidget } from './types';

/** The widgets a layout shows in its panel, present only while the panel is docked (md and up). */
type PanelWidgets = Partial<Record<PanelWidget, ReactNode>>;
type PanelSlot = ReactNode | ((widgets: PanelWidgets) => ReactNode);

interface VerticalFrameProps extends Pick<
  LayoutProps,
  'toolbar' | 'notifications' | 'userMenu' | 'quickChat' | 'quickChatToggle' | 'year' | 'children'
> {
  name: LayoutName;
  /** The set and appearance from md up; small screens get the default set in the default appearance. */
  items: NavItem[];
  smallItems: NavItem[];
  appearance: NavAppearance;
  tone: NavTone;
  /** Widgets shown in the panel instead of the top bar from md up (the slots receive them). */
  inPanel?: readonly PanelWidget[];
  navHeader?: PanelSlot;
  navFooter?: ReactNode;
  navFixedHeader?: ReactNode;
  navFixedFooter?: PanelSlot;
  /** Buttons beside the hamburger. */
  topBarExtra?: ReactNode;
  withFooter?: boolean;
}

const fillSlot = (slot: PanelSlot, widgets: PanelWidgets) => (typeof slot === 'function' ? slot(widgets) : slot);

/** The shape every vertical layout shares: the panel, then a column of top bar, content and footer. */
function VerticalFrame({
  name,
  items,
  smallItems,
  appearance,
  tone,
  navHeader: header,
  navFooter: footer,
  navFixedHeader,
  navFixedFooter,
  topBarExtra,
  inPanel = [],
  toolbar,
  notifications,
  userMenu,
  quickChat,
  quickChatToggle,
  year,
  withFooter = true,
  children,
}: VerticalFrameProps) {
  const mainId = useMainId();
  const navId = useId();
  const { docked, opened, setOpened, toggle } = useLayoutNavigation();
  // A closed drawer would hide the bell's badge and the user menu: below md they stay in the top bar.
  const moved = docked ? inPanel : [];
  const panelWidgets: PanelWidgets = {
    notifications: moved.includes('notifications') ? notifications : undefined,
    userMenu: moved.includes('userMenu') ? userMenu : undefined,
  };
  return (
    <RouterBridge>
      <div
        data-layout={name}
        className={[verticalRoot, quickChat != null && withQuickChatRail].filter(Boolean).join(' ')}
      >
        <SkipLink mainId={mainId} />
        <VerticalNavigation
          id={navId}
          items={docked ? items : smallItems}
          appearance={docked ? appearance : 'default'}
          mode={docked ? 'side' : 'over'}
          opened={opened}
          onOpenedChange={setOpened}
          tone={tone}
          header={fillSlot(header, panelWidgets)}
          footer={footer}
          fixedHeader={navFixedHeader}
          fixedFooter={fillSlot(navFixedFooter, panelWidgets)}
        />
        <div className={column}>
          <TopBar
            start={
              <>
                <NavigationToggle opened={opened} onToggle={toggle} controls={navId} />
                {topBarExtra}
              </>
            }
            toolbar={topBarWidgets({ toolbar, notifications, quickChatToggle, userMenu }, moved)}
          />
          <Main id={mainId}>{children}</Main>
          {withFooter && <Footer year={year} />}
        </div>
        {quickChat}
      </div>
    </RouterBridge>
  );
}

const centredMark = (
  <div className={[navHeader, navHeaderCentered].join(' ')}>
    <Logo variant="mark" large />
  </div>
);

/** Dark 280 px panel with the full tree and the wordmark on top. */
export function ClassicLayout({ navigation, year, children, ...widgets }: LayoutProps) {
  return (
    <VerticalFrame
      name="classic"
      items={navigation.default}
      smallItems={navigation.default}
      appearance="default"
      tone="dark"
      navHeader={
        <div className={navHeader}>
          <Logo />
        </div>
      }
      {...widgets}
      year={year}
    >
      {children}
    </VerticalFrame>
  );
}

/**
 * The default layout: from md up the panel's header holds the mark, the bell and the user menu
 * above the user's avatar, name and e-mail, and the top bar leaves those two out.
 */
export function ClassyLayout({ navigation, user, year, children, ...widgets }: LayoutProps) {
  return (
    <VerticalFrame
      name="classy"
      items={navigation.default}
      smallItems={navigation.default}
      appearance="default"
      tone="dark"
      inPanel={['notifications', 'userMenu']}
      navHeader={({ notifications, userMenu }) => (
        <>
          <div className={[navHeader, navHeaderSpread].join(' ')}>
            <Logo variant="mark" />
            {(notifications != null || userMenu != null) && (
              <NavigationWidgets>
                {notifications}
                {userMenu}
              </NavigationWidgets>
            )}
          </div>
          {user && <UserBlock user={user} />}
        </>
      )}
      navFooter={
        <div className={fadedWordmark}>
          <LogoMark large />
        </div>
      }
      {...widgets}
      year={year}
    >
      {children}
    </VerticalFrame>
  );
}

/** Dark 112 px panel of tiles fed with the compact set. */
export function CompactLayout({ navigation, year, children, ...widgets }: LayoutProps) {
  return (
    <VerticalFrame
      name="compact"
      items={navigation.compact}
      smallItems={navigation.default}
      appearance="compact"
      tone="dark"
      navHeader={centredMark}
      {...widgets}
      year={year}
    >
      {children}
    </VerticalFrame>
  );
}

/** Dark 80 px panel that widens on hover; a button beside the hamburger flips dense and default. */
export function DenseLayout({ navigation, year, children, ...widgets }: LayoutProps) {
  const { t } = useTranslation();
  const [dense, setDense] = useState(true);
  return (
    <VerticalFrame
      name="dense"
      items={navigation.default}
      smallItems={navigation.default}
      appearance={dense ? 'dense' : 'default'}
      tone="dark"
      navHeader={dense ? centredMark : <div className={navHeader}>{<Logo />}</div>}
      topBarExtra={
        <IconButton
          className={fromMd}
          label={t('layout.toggleDense')}
          icon={dense ? <PanelLeftOpen /> : <PanelLeftClose />}
          aria-pressed={dense}
          onPress={() => setDense(!dense)}
          tooltipPlacement="bottom"
        />
      }
      {...widgets}
      year={year}
    >
      {children}
    </VerticalFrame>
  );
}

/**
 * Deep primary panel with the futuristic set and a fixed wordmark; from md up the user menu sits
 * beside the user's name and e-mail in the panel's fixed footer, out of the top bar.
 */
export function FuturisticLayout({ navigation, user, year, children, ...widgets }: LayoutProps) {
  return (
    <VerticalFrame
      name="futuristic"
      items={navigation.futuristic}
      smallItems={navigation.futuristic}
      appearance="default"
      tone="futuristic"
      inPanel={['userMenu']}
      navFixedHeader={
        <div className={navHeader}>
          <Logo />
        </div>
      }
      navFixedFooter={({ userMenu }) => <NavigationFooterUser user={user} widgets={userMenu} />}
      {...widgets}
      year={year}
    >
      {children}
    </VerticalFrame>
  );
}

/** Light 80 px panel of icons fed with the compact set. */
export function ThinLayout({ navigation, year, children, ...widgets }: LayoutProps) {
  return (
    <VerticalFrame
      name="thin"
      items={navigation.compact}
      smallItems={navigation.default}
      appearance="thin"
      tone="surface"
      navHeader={centredMark}
      {...widgets}
      year={year}
    >
      {children}
    </VerticalFrame>
  );
}
