import { useEffect, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight, ImageOff, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { InventoryProduct } from '@atrium/mock-api';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/Dialog';
import { Drawer } from '../../primitives/Drawer';
import { IconButton } from '../../primitives/IconButton';
import { Select, SelectItem } from '../../primitives/Select';
import { Switch } from '../../primitives/Switch';
import { TagPanel } from '../../primitives/TagPicker';
import { TextField } from '../../primitives/TextField';
import { useToast } from '../../primitives/Toast';
import {
  priceOf,
  useBrands,
  useCategories,
  useCreateTag,
  useDeleteProduct,
  useDeleteTag,
  useInventoryTags,
  useProduct,
  useRenameTag,
  useUpdateProduct,
  useVendors,
} from './api/inventory';
import { NumberInput } from './components/NumberInput';
import { basePriceOf, currencyOf, draftOf, validateDraft, type DraftProblems, type ProductDraft } from './logic';
import * as styles from './Inventory.css';

/** How long the "updated" or "not updated" note stays. */
export const NOTE_MS = 3000;
const NONE = '__none__';

/** The product editor, in a drawer: loads the product, then its form. */
export function ProductEditor({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const product = useProduct(id);
  // Unsaved changes: leaving asks first, so half-written input is never dropped by a stray Escape.
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const leave = () => (dirty.current ? setAsking(true) : onClose());
  return (
    <>
      <Drawer
        isOpen
        onOpenChange={(isOpen) => !isOpen && leave()}
        title={product.data?.name || t('inventory.editor.title')}
        width="760px"
      >
        {product.isPending ? (
          <p role="status">{t('inventory.editor.loading')}</p>
        ) : product.isError ? (
          <div className={styles.message} role="alert">
            <p>{t('inventory.editor.loadFailed')}</p>
            <Button variant="secondary" onPress={() => void product.refetch()}>
              {t('inventory.retry')}
            </Button>
          </div>
        ) : product.data ? (
          <ProductForm
            key={product.data.id}
            product={product.data}
            onClose={onClose}
            onDirtyChange={(value) => {
              dirty.current = value;
            }}
          />
        ) : (
          <div className={styles.message} role="alert">
            <p>{t('inventory.editor.notFound')}</p>
            <Button variant="secondary" onPress={onClose}>
              {t('inventory.editor.back')}
            </Button>
          </div>
        )}
      </Drawer>
      {asking && (
        <ConfirmDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setAsking(false)}
          title={t('inventory.editor.discardTitle')}
          confirmLabel={t('inventory.editor.discard')}
          cancelLabel={t('inventory.editor.keepEditing')}
          destructive
          onConfirm={() => {
            setAsking(false);
            onClose();
          }}
        >
          {t('inventory.editor.discardText')}
        </ConfirmDialog>
      )}
    </>
  );
}

function ImageViewer({ product }: { product: InventoryProduct }) {
  const { t, i18n } = useTranslation();
  const [index, setIndex] = useState(0);
  const images = product.images;
  const count = images.length;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className={styles.viewer} role="group" aria-label={t('inventory.editor.images')}>
      {count > 0 ? (
        <img
          className={styles.image}
          src={images[index]}
          alt={t('inventory.editor.imageAlt', { name: product.name, index: index + 1 })}
        />
      ) : (
        <span className={styles.noImage} role="img" aria-label={t('inventory.noThumbnail')}>
          <ImageOff size={24} aria-hidden="true" />
        </span>
      )}
      <div className={styles.viewerNav}>
        <IconButton
          label={t('inventory.editor.previousImage')}
          icon={<ChevronLeft size={16} aria-hidden="true" />}
          isDisabled={count < 2}
          onPress={() => setIndex((index - 1 + count) % count)}
        />
        <span className={styles.counter} aria-live="polite">
          {t('inventory.editor.counter', {
            index: number.format(count ? index + 1 : 0),
            count: number.format(count),
          })}
        </span>
        <IconButton
          label={t('inventory.editor.nextImage')}
          icon={<ChevronRight size={16} aria-hidden="true" />}
          isDisabled={count < 2}
          onPress={() => setIndex((index + 1) % count)}
        />
      </div>
    </div>
  );
}

/** The editor's form: nothing is sent until every field holds, and nothing typed is lost on an error. */
function ProductForm({
  product,
  onClose,
  onDirtyChange,
}: {
  product: InventoryProduct;
  onClose: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const categories = useCategories();
  const brands = useBrands();
  const vendors = useVendors();
  const tags = useInventoryTags();
  const [draft, setDraft] = useState<ProductDraft>(() => draftOf(product));
  const [tried, setTried] = useState(false);
  const [note, setNote] = useState<'saved' | 'failed' | null>(null);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (!note) return undefined;
    const timer = setTimeout(() => setNote(null), NOTE_MS);
    return () => clearTimeout(timer);
  }, [note]);

  const saved = JSON.stringify(draftOf(product));
  const isDirty = JSON.stringify(draft) !== saved;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const problems: DraftProblems = tried ? validateDraft(draft, draftOf(product)) : {};
  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const update = useUpdateProduct({
    onError: (_error, body) => {
      setNote('failed');
      toast.show({
        title: t('inventory.editor.updateFailed'),
        variant: 'error',
        action: {
          label: t('inventory.retry'),
          onAction: () => update.mutate(body, { onSuccess: () => setNote('saved') }),
        },
      });
    },
  });
  const remove = useDeleteProduct({
    onError: (_error, id) =>
      toast.show({
        title: t('inventory.editor.deleteFailed'),
        variant: 'error',
        action: { label: t('inventory.retry'), onAction: () => remove.mutate(id) },
      }),
  });
  const createTag = useCreateTag({
    onError: () => toast.show({ title: t('inventory.tags.createFailed'), variant: 'error' }),
  });
  const renameTag = useRenameTag({
    onError: () => toast.show({ title: t('inventory.tags.renameFailed'), variant: 'error' }),
  });
  const deleteTag = useDeleteTag({
    onError: () => toast.show({ title: t('inventory.tags.deleteFailed'), variant: 'error' }),
  });

  const save = () => {
    setTried(true);
    if (Object.keys(validateDraft(draft, draftOf(product))).length > 0) return;
    const { price: _price, ...fields } = draft;
    setNote(null);
    update.mutate(
      { id: product.id, product: { ...fields, name: fields.name.trim(), sku: fields.sku.trim() } },
      { onSuccess: () => setNote('saved') },
    );
  };

  const problem = (key: keyof ProductDraft) => (problems[key] ? t(`inventory.validation.${problems[key]}`) : undefined);
  const numberProps = (key: 'stock' | 'reserved' | 'cost' | 'basePrice' | 'taxPercent' | 'price' | 'weight') => ({
    value: draft[key],
    isInvalid: Boolean(problems[key]),
    errorMessage: problem(key),
  });
  const currency = { style: 'currency', currency: currencyOf(i18n.language) } as const;
  const lookups = (label: string, key: 'category' | 'brand' | 'vendor', items: { id: string; name: string }[]) => (
    <Select
      label={label}
      selectedKey={draft[key] || NONE}
      onSelectionChange={(selected) => set(key, selected === NONE || selected === null ? '' : String(selected))}
    >
      <SelectItem id={NONE}>{t('inventory.editor.none')}</SelectItem>
      {items.map((item) => (
        <SelectItem key={item.id} id={item.id}>
          {item.name}
        </SelectItem>
      ))}
    </Select>
  );

  return (
    <form
      className={styles.editor}
      aria-label={t('inventory.editor.formLabel')}
      noValidate
      onSubmit={(event) => event.preventDefault()}
    >
      <div className={styles.top}>
        <ImageViewer product={product} />
        <div className={styles.topFields}>
          <div className={styles.wide}>
            <Switch isSelected={draft.active} onChange={(active) => set('active', active)}>
              {t('inventory.editor.active')}
            </Switch>
          </div>
          <TextField
            className={styles.wide}
            label={t('inventory.editor.name')}
            isRequired
            value={draft.name}
            onChange={(value) => set('name', value)}
            validationBehavior="aria"
            isInvalid={Boolean(problems.name)}
            errorMessage={problem('name')}
          />
          <TextField
            label={t('inventory.editor.sku')}
            isRequired
            value={draft.sku}
            onChange={(value) => set('sku', value)}
            validationBehavior="aria"
            isInvalid={Boolean(problems.sku)}
            errorMessage={problem('sku')}
          />
          <TextField
            label={t('inventory.editor.barcode')}
            value={draft.barcode}
            onChange={(value) => set('barcode', value)}
          />
        </div>
      </div>
      <div className={styles.grid}>
        {lookups(t('inventory.editor.category'), 'category', categories.data ?? [])}
        {lookups(t('inventory.editor.brand'), 'brand', brands.data ?? [])}
        {lookups(t('inventory.editor.vendor'), 'vendor', vendors.data ?? [])}
      </div>
      <div className={styles.grid}>
        <NumberInput
          label={t('inventory.editor.stock')}
          {...numberProps('stock')}
          onChange={(value) => set('stock', value)}
        />
        <NumberInput
          label={t('inventory.editor.reserved')}
          {...numberProps('reserved')}
          onChange={(value) => set('reserved', value)}
        />
        <NumberInput
          label={t('inventory.editor.cost')}
          formatOptions={currency}
          {...numberProps('cost')}
          onChange={(value) => set('cost', value)}
        />
        <NumberInput
          label={t('inventory.editor.basePrice')}
          formatOptions={currency}
          {...numberProps('basePrice')}
          onChange={(value) =>
            setDraft((current) => ({ ...current, basePrice: value, price: priceOf(value, current.taxPercent) }))
          }
        />
        <NumberInput
          label={t('inventory.editor.taxPercent')}
          {...numberProps('taxPercent')}
          onChange={(value) =>
            setDraft((current) => ({ ...current, taxPercent: value, price: priceOf(current.basePrice, value) }))
          }
        />
        <NumberInput
          label={t('inventory.editor.price')}
          formatOptions={currency}
          {...numberProps('price')}
          onChange={(value) =>
            setDraft((current) => ({ ...current, price: value, basePrice: basePriceOf(value, current.taxPercent) }))
          }
        />
        <NumberInput
          label={t('inventory.editor.weight')}
          {...numberProps('weight')}
          onChange={(value) => set('weight', value)}
        />
      </div>
      <TagPanel
        label={t('inventory.editor.tags')}
        tags={tags.data ?? []}
        isLoading={tags.isPending}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- turns the panel's own focus-on-mount off: inline here
        autoFocus={false}
        selectedIds={draft.tags}
        onSelectionChange={(ids) => set('tags', ids)}
        onCreate={(title) =>
          createTag
            .mutateAsync(title)
            .then((tag) => setDraft((current) => ({ ...current, tags: [...current.tags, tag.id] })))
        }
        onRename={(id, title) => renameTag.mutate({ id, title })}
        onDelete={(id) => {
          setDraft((current) => ({ ...current, tags: current.tags.filter((tag) => tag !== id) }));
          deleteTag.mutate(id);
        }}
        deleteMessage={(tag) => t('inventory.tags.deleteMessage', { title: tag.title })}
      />
      <div className={styles.footer}>
        <Button variant="warn" onPress={() => setConfirming(true)}>
          <Trash2 size={16} aria-hidden="true" />
          {t('inventory.editor.delete')}
        </Button>
        <div className={styles.footerEnd}>
          <span role="status" className={note === 'failed' ? styles.noteError : styles.noteOk}>
            {note === 'saved' && t('inventory.editor.saved')}
            {note === 'failed' && t('inventory.editor.notSaved')}
          </span>
          {tried && Object.keys(problems).length > 0 && (
            <span className={styles.noteError} role="alert">
              {t('inventory.editor.fix')}
            </span>
          )}
          {/* Not a submit button: Enter in the tag filter creates a tag, it must not also send the form. */}
          <Button isPending={update.isPending} onPress={save}>
            {t('inventory.editor.update')}
          </Button>
        </div>
      </div>
      {confirming && (
        <ConfirmDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setConfirming(false)}
          title={t('inventory.editor.confirmTitle')}
          confirmLabel={t('inventory.editor.delete')}
          destructive
          onConfirm={() => {
            remove.mutate(product.id);
            setConfirming(false);
            onClose();
          }}
        >
          {t('inventory.editor.confirmText', { name: product.name })}
        </ConfirmDialog>
      )}
    </form>
  );
}
