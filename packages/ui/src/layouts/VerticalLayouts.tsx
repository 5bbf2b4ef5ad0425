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
} from './parts.css';
import type { LayoutProps } from './types';

interface VerticalFrameProps extends Pick<LayoutProps, 'toolbar' | 'year' | 'children'> {
  name: LayoutName;
  /** The set and appearance from md up; small screens get the default set in the default appearance. */
  items: NavItem[];
  smallItems: NavItem[];
  appearance: NavAppearance;
  tone: NavTone;
  navHeader?: ReactNode;
  navFooter?: ReactNode;
  navFixedHeader?: ReactNode;
  navFixedFooter?: ReactNode;
  /** Buttons beside the hamburger. */
  topBarExtra?: ReactNode;
  withFooter?: boolean;
}

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
  toolbar,
  year,
  withFooter = true,
  children,
}: VerticalFrameProps) {
  const mainId = useMainId();
  const navId = useId();
  const { docked, opened, setOpened, toggle } = useLayoutNavigation();
  return (
    <RouterBridge>
      <div data-layout={name} className={verticalRoot}>
        <SkipLink mainId={mainId} />
        <VerticalNavigation
          id={navId}
          items={docked ? items : smallItems}
          appearance={docked ? appearance : 'default'}
          mode={docked ? 'side' : 'over'}
          opened={opened}
          onOpenedChange={setOpened}
          tone={tone}
          header={header}
          footer={footer}
          fixedHeader={navFixedHeader}
          fixedFooter={navFixedFooter}
        />
        <div className={column}>
          <TopBar
            start={
              <>
                <NavigationToggle opened={opened} onToggle={toggle} controls={navId} />
                {topBarExtra}
              </>
            }
            toolbar={toolbar}
          />
          <Main id={mainId}>{children}</Main>
          {withFooter && <Footer year={year} />}
        </div>
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
export function ClassicLayout({ navigation, toolbar, year, children }: LayoutProps) {
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
      toolbar={toolbar}
      year={year}
    >
      {children}
    </VerticalFrame>
  );
}

/**
 * The default layout: the panel's header holds the mark and the navigation widgets (bell, user
 * menu) above the user's avatar, name and e-mail; no footer.
 */
export function ClassyLayout({ navigation, user, toolbar, navigationWidgets, year, children }: LayoutProps) {
  return (
    <VerticalFrame
      name="classy"
      items={navigation.default}
      smallItems={navigation.default}
      appearance="default"
      tone="dark"
      navHeader={
        <>
          <div className={[navHeader, navHeaderSpread].join(' ')}>
            <Logo variant="mark" />
            {navigationWidgets != null && <NavigationWidgets>{navigationWidgets}</NavigationWidgets>}
          </div>
          {user && <UserBlock user={user} />}
        </>
      }
      navFooter={
        <div className={fadedWordmark}>
          <LogoMark large />
        </div>
      }
      toolbar={toolbar}
      year={year}
      withFooter={false}
    >
      {children}
    </VerticalFrame>
  );
}

/** Dark 112 px panel of tiles fed with the compact set. */
export function CompactLayout({ navigation, toolbar, year, children }: LayoutProps) {
  return (
    <VerticalFrame
      name="compact"
      items={navigation.compact}
      smallItems={navigation.default}
      appearance="compact"
      tone="dark"
      navHeader={centredMark}
      toolbar={toolbar}
      year={year}
    >
      {children}
    </VerticalFrame>
  );
}

/** Dark 80 px panel that widens on hover; a button beside the hamburger flips dense and default. */
export function DenseLayout({ navigation, toolbar, year, children }: LayoutProps) {
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
      toolbar={toolbar}
      year={year}
    >
      {children}
    </VerticalFrame>
  );
}

/** Deep primary panel with the futuristic set, a fixed wordmark and the user in a fixed footer. */
export function FuturisticLayout({ navigation, user, toolbar, navigationWidgets, year, children }: LayoutProps) {
  return (
    <VerticalFrame
      name="futuristic"
      items={navigation.futuristic}
      smallItems={navigation.futuristic}
      appearance="default"
      tone="futuristic"
      navFixedHeader={
        <div className={navHeader}>
          <Logo />
        </div>
      }
      navFixedFooter={<NavigationFooterUser user={user} widgets={navigationWidgets} />}
      toolbar={toolbar}
      year={year}
    >
      {children}
    </VerticalFrame>
  );
}

/** Light 80 px panel of icons fed with the compact set. */
export function ThinLayout({ navigation, toolbar, year, children }: LayoutProps) {
  return (
    <VerticalFrame
      name="thin"
      items={navigation.compact}
      smallItems={navigation.default}
      appearance="thin"
      tone="surface"
      navHeader={centredMark}
      toolbar={toolbar}
      year={year}
    >
      {children}
    </VerticalFrame>
  );
}
