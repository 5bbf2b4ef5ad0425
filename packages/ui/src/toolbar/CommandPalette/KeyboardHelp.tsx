import { useTranslation } from 'react-i18next';
import { Dialog } from '../../primitives/Dialog';
import { APP_SHORTCUTS, useBoundShortcuts, type Shortcut } from '../../shortcuts/registry';
import { shortcutLabel } from '../../shortcuts/text';
import { groupTitle, keyCaps, keyRow, keys } from './CommandPalette.css';

export interface KeyboardHelpProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

function ShortcutList({ title, shortcuts }: { title: string; shortcuts: readonly Shortcut[] }) {
  const { t } = useTranslation();
  return (
    <section aria-label={title}>
      <h3 className={groupTitle}>{title}</h3>
      <dl className={keys}>
        {shortcuts.map((shortcut) => (
          <div key={shortcut.id} className={keyRow}>
            <dt>{t(shortcut.label)}</dt>
            <dd className={keyCaps}>
              <kbd>{shortcutLabel(shortcut)}</kbd>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The keyboard help (`?`): the app's shortcuts and those of the page on screen, read from the shortcut
 * registry as they are bound, so it lists exactly what works here.
 */
export function KeyboardHelp({ isOpen, onOpenChange }: KeyboardHelpProps) {
  const { t } = useTranslation();
  const page = useBoundShortcuts().filter((shortcut) => shortcut.scope === 'page');
  return (
    <Dialog title={t('keyboard.title')} isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <ShortcutList title={t('keyboard.app')} shortcuts={APP_SHORTCUTS} />
      {page.length > 0 ? (
        <ShortcutList title={t('keyboard.page')} shortcuts={page} />
      ) : (
        <p>{t('keyboard.noPageShortcuts')}</p>
      )}
    </Dialog>
  );
}
