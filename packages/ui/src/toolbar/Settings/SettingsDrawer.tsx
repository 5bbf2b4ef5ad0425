import { useEffect, useId, useState, type ReactNode } from 'react';
import { Check, Monitor, Moon, Settings, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Heading, Radio, RadioGroup } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { DialogTrigger } from '../../primitives/Dialog';
import { Drawer } from '../../primitives/Drawer';
import { IconButton } from '../../primitives/IconButton';
import { useAppConfig } from '../../shell/AppConfigProvider';
import { isLayoutName, schemeSettings, type LayoutName } from '../../shell/config';
import { useShownScheme } from '../../theme/useShownScheme';
import { themeClasses } from '../../theme/themes.css';
import { installCustomThemeCss, readCustomTheme, type ThemeChoice } from '../../theme/custom';
import { themeClassName } from '../../theme/themeClassName';
import { themeNames, type SchemeSetting } from '../../theme/names';
import { customName } from './CustomThemeChoice.css';
import { LayoutPreview } from './LayoutPreview';
import {
  caption,
  choice,
  choices,
  edgeTrigger,
  layoutCheck,
  layoutChoice,
  layoutFrame,
  layoutGroups,
  pillColumns,
  section,
  swatch,
  threeColumns,
  tile,
} from './SettingsDrawer.css';

export interface SettingsDrawerProps {
  /** `edge`: a cog tab fixed to the inline-end edge of the page; `toolbar`: an ordinary icon button. */
  trigger?: 'edge' | 'toolbar';
}

const schemeIcons: Record<SchemeSetting, ReactNode> = {
  auto: <Monitor aria-hidden="true" />,
  dark: <Moon aria-hidden="true" />,
  light: <Sun aria-hidden="true" />,
};

/** The layouts as the drawer groups them: the vertical ones, then the horizontal ones. */
const layoutGroupsInOrder: readonly (readonly LayoutName[])[] = [
  ['empty', 'classic', 'classy', 'compact', 'dense', 'futuristic', 'thin'],
  ['centered', 'enterprise', 'material', 'modern'],
];

const isScheme = (value: string): value is SchemeSetting => (schemeSettings as readonly string[]).includes(value);
const isTheme = (value: string): value is ThemeChoice => [...themeNames, 'custom'].includes(value);

/**
 * The settings drawer (400 px, the whole width on phones, from the inline end): theme, scheme and layout,
 * saved at once; a layout chosen here also drops any `layout` query parameter. The layouts show as
 * miniature wireframes with their captions. (The demo data's reset is in the Mock API panel.)
 */
export function SettingsDrawer({ trigger = 'edge' }: SettingsDrawerProps) {
  const { t } = useTranslation();
  const appConfig = useAppConfig();
  const { config } = appConfig;
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  // Swatches show each theme's primary in the scheme on screen.
  const shownScheme = useShownScheme();
  // The theme built in the theme studio, if one is saved: a seventh choice, with its own swatch.
  const [custom] = useState(readCustomTheme);
  useEffect(() => {
    if (custom) installCustomThemeCss(custom.css);
  }, [custom]);

  const chooseLayout = (value: string) => {
    if (!isLayoutName(value)) return;
    if (searchParams.has('layout')) {
      const next = new URLSearchParams(searchParams);
      next.delete('layout');
      setSearchParams(next, { replace: true });
    }
    appConfig.setConfig({ layout: value });
  };

  return (
    <DialogTrigger>
      <IconButton
        label={t('toolbar.settings.open')}
        icon={<Settings size={20} aria-hidden="true" />}
        tooltipPlacement={trigger === 'edge' ? 'start' : 'bottom'}
        className={trigger === 'edge' ? edgeTrigger : undefined}
      />
      <Drawer title={t('toolbar.settings.title')} side="end" width="400px">
        <RadioGroup
          className={section}
          value={config.theme}
          onChange={(value) => isTheme(value) && appConfig.setConfig({ theme: value })}
          aria-labelledby={`${id}-theme`}
        >
          <Heading level={3} id={`${id}-theme`} className={caption}>
            {t('toolbar.settings.theme')}
          </Heading>
          <div className={[choices, pillColumns].join(' ')}>
            {themeNames.map((name) => (
              <Radio key={name} value={name} className={choice}>
                <span className={[swatch, themeClasses[name][shownScheme]].join(' ')} aria-hidden="true" />
                <span>{t(`toolbar.settings.themes.${name}`)}</span>
              </Radio>
            ))}
            {custom && (
              <Radio value="custom" className={choice}>
                <span className={[swatch, themeClassName('custom', shownScheme)].join(' ')} aria-hidden="true" />
                <span className={customName}>{custom.name}</span>
              </Radio>
            )}
          </div>
        </RadioGroup>
        <RadioGroup
          className={section}
          value={config.scheme}
          onChange={(value) => isScheme(value) && appConfig.setConfig({ scheme: value })}
          aria-labelledby={`${id}-scheme`}
        >
          <Heading level={3} id={`${id}-scheme`} className={caption}>
            {t('toolbar.settings.scheme')}
          </Heading>
          <div className={[choices, threeColumns].join(' ')}>
            {schemeSettings.map((name) => (
              <Radio
                key={name}
                value={name}
                className={[choice, tile].join(' ')}
                aria-describedby={name === 'auto' ? `${id}-auto-hint` : undefined}
              >
                {schemeIcons[name]}
                <span>{t(`toolbar.settings.schemes.${name}`)}</span>
              </Radio>
            ))}
          </div>
          <span id={`${id}-auto-hint`} hidden>
            {t('toolbar.settings.autoHint')}
          </span>
        </RadioGroup>
        <RadioGroup className={section} value={config.layout} onChange={chooseLayout} aria-labelledby={`${id}-layout`}>
          <Heading level={3} id={`${id}-layout`} className={caption}>
            {t('toolbar.settings.layout')}
          </Heading>
          <div className={layoutGroups}>
            {layoutGroupsInOrder.map((group) => (
              <div key={group[0]} className={[choices, threeColumns].join(' ')}>
                {group.map((name) => (
                  <Radio key={name} value={name} className={layoutChoice}>
                    {({ isSelected }) => (
                      <>
                        <span className={layoutFrame}>
                          <LayoutPreview layout={name} />
                          {isSelected && (
                            <span className={layoutCheck} aria-hidden="true">
                              <Check strokeWidth={3} />
                            </span>
                          )}
                        </span>
                        <span>{t(`toolbar.settings.layouts.${name}`)}</span>
                      </>
                    )}
                  </Radio>
                ))}
              </div>
            ))}
          </div>
        </RadioGroup>
      </Drawer>
    </DialogTrigger>
  );
}
