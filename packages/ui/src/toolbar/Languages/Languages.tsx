import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/LanguageProvider';
import { defaultLanguage, isLanguage, type Language } from '../../i18n/load';
import { IconButton } from '../../primitives/IconButton';
import { Menu, MenuItem, MenuTrigger } from '../../primitives/Menu';
import { flags } from './flags';
import { flag } from './Languages.css';

/** The language switcher: the active language's flag; its menu lists every language with its flag. */
export function Languages() {
  const { t } = useTranslation();
  const languageContext = useLanguage();
  const { language, languages } = languageContext;
  const active: Language = isLanguage(language) ? language : defaultLanguage;
  const ActiveFlag = flags[active];
  return (
    <MenuTrigger>
      <IconButton
        label={t('toolbar.languages.label', { language: t(`toolbar.languages.names.${active}`) })}
        icon={<ActiveFlag className={flag} />}
        tooltipPlacement="bottom"
      />
      <Menu
        placement="bottom end"
        selectionMode="single"
        selectedKeys={[active]}
        disallowEmptySelection
        onAction={(key) => {
          if (isLanguage(key)) void languageContext.changeLanguage(key);
        }}
      >
        {languages.map((id) => {
          const Flag = flags[id];
          return (
            <MenuItem key={id} id={id} icon={<Flag className={flag} />} lang={id}>
              {t(`toolbar.languages.names.${id}`)}
            </MenuItem>
          );
        })}
      </Menu>
    </MenuTrigger>
  );
}
