import { useState } from 'react';
import { Bookmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../primitives/Button';
import { Dialog } from '../../../primitives/Dialog';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from '../../../primitives/Menu';
import { TextField } from '../../../primitives/TextField';
import { useToast } from '../../../primitives/Toast';
import { MAX_VIEW_NAME, useSavedViews, withoutPage } from '../savedViews';
import { notesList, stack, headerRow } from '../Orders.css';

const SAVE = '__save__';
const MANAGE = '__manage__';

/** Saved views: name the current filters and sort, pick one from the menu, delete them. Per user, in this browser. */
export function SavedViewsMenu({ userId }: { userId: string | undefined }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const { views, save, remove } = useSavedViews(userId);
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null);
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const current = withoutPage(searchParams.toString());

  const submit = () => {
    setSubmitted(true);
    if (name.trim() === '') return;
    const view = save(name, current);
    toast.show({ title: t('orders.views.saved', { name: view.name }), variant: 'success' });
    setDialog(null);
  };

  return (
    <>
      <MenuTrigger>
        <Button variant="secondary">
          <Bookmark size={16} aria-hidden="true" />
          {t('orders.views.menu')}
        </Button>
        <Menu
          placement="bottom end"
          onAction={(key) => {
            if (key === SAVE) {
              setName('');
              setSubmitted(false);
              setDialog('save');
            } else if (key === MANAGE) setDialog('manage');
            else {
              const view = views.find((candidate) => candidate.id === key);
              if (view) setSearchParams(new URLSearchParams(view.query));
            }
          }}
          disabledKeys={views.length === 0 ? [MANAGE] : []}
        >
          <MenuSection title={t('orders.views.mine')}>
            {views.length === 0 ? (
              <MenuItem id="__none__" isDisabled>
                {t('orders.views.none')}
              </MenuItem>
            ) : (
              views.map((view) => (
                <MenuItem key={view.id} id={view.id} textValue={view.name}>
                  {view.name}
                </MenuItem>
              ))
            )}
          </MenuSection>
          <MenuSeparator />
          <MenuItem id={SAVE}>{t('orders.views.save')}</MenuItem>
          <MenuItem id={MANAGE}>{t('orders.views.manage')}</MenuItem>
        </Menu>
      </MenuTrigger>
      <Dialog
        isOpen={dialog === 'save'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t('orders.views.saveTitle')}
        size="sm"
        actions={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              {t('common.cancel')}
            </Button>
            <Button onPress={submit}>{t('common.save')}</Button>
          </>
        )}
      >
        <form
          className={stack}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextField
            label={t('orders.views.name')}
            value={name}
            onChange={setName}
            maxLength={MAX_VIEW_NAME}
            isRequired
            isInvalid={submitted && name.trim() === ''}
            errorMessage={t('orders.views.nameMissing')}
            description={t('orders.views.nameHelp')}
          />
        </form>
      </Dialog>
      <Dialog
        isOpen={dialog === 'manage'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t('orders.views.manageTitle')}
        size="sm"
      >
        {views.length === 0 ? (
          <p>{t('orders.views.none')}</p>
        ) : (
          <ul className={notesList}>
            {views.map((view) => (
              <li key={view.id} className={headerRow}>
                <span>{view.name}</span>
                <Button
                  variant="flat"
                  size="small"
                  aria-label={t('orders.views.delete', { name: view.name })}
                  onPress={() => remove(view.id)}
                >
                  {t('orders.views.deleteShort')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Dialog>
    </>
  );
}
