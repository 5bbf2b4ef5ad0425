// The one file that imports Lexical: RichTextEditor loads it lazily, so no screen that only shows
// rich text pays for the editor.
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Bold, Italic, Link2, Link2Off, List, ListOrdered, Redo2, Undo2 } from 'lucide-react';
import {
  Button as AriaButton,
  Form,
  ToggleButton,
  Toolbar,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { useFocusRing } from 'react-aria/useFocusRing';
import { $createLinkNode, $isLinkNode, $toggleLink, LinkNode, type LinkAttributes } from '@lexical/link';
import {
  $isListItemNode,
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListItemNode,
  ListNode,
  REMOVE_LIST_COMMAND,
} from '@lexical/list';
import { $generateNodesFromDOM } from '@lexical/html';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { AutoFocusPlugin } from '@lexical/react/LexicalAutoFocusPlugin';
import { $findMatchingParent, $getNearestNodeOfType, mergeRegister } from '@lexical/utils';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $isDecoratorNode,
  $isElementNode,
  $isLineBreakNode,
  $isParagraphNode,
  $isRangeSelection,
  $isTextNode,
  $setSelection,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_HIGH,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  KEY_MODIFIER_COMMAND,
  PASTE_COMMAND,
  REDO_COMMAND,
  UNDO_COMMAND,
  type BaseSelection,
  type EditorThemeClasses,
  type ElementNode,
  type LexicalEditor as Editor,
  type LexicalNode,
} from 'lexical';
import { Button } from '../Button';
import { Popover } from '../Popover';
import { TextField } from '../TextField';
import { Tooltip, TooltipTrigger } from '../Tooltip';
import { description as descriptionStyle, errorText, field, label as labelStyle } from '../field.css';
import { isSafeLinkUrl, normalizeLinkUrl } from './links';
import {
  box,
  content,
  editable,
  editableArea,
  editableHeight,
  linkActions,
  linkForm,
  nestedListItem,
  placeholder as placeholderStyle,
  textStrikethrough,
  textUnderline,
  textUnderlineStrikethrough,
  toolButton,
  toolbar,
  toolbarSeparator,
} from './RichText.css';
import { sanitizeRichText } from './sanitize';
import type { RichTextEditorProps } from './types';

const theme: EditorThemeClasses = {
  text: {
    underline: textUnderline,
    strikethrough: textStrikethrough,
    underlineStrikethrough: textUnderlineStrikethrough,
  },
  list: { nested: { listitem: nestedListItem } },
};

const webLink: LinkAttributes = { target: '_blank', rel: 'noopener noreferrer' };
const linkAttributes = (url: string): LinkAttributes => (url.startsWith('mailto:') ? {} : webLink);

/** Appends imported nodes to the root, gathering loose text and line breaks into paragraphs. */
function $appendAsBlocks(root: ElementNode, nodes: LexicalNode[]) {
  let paragraph: ElementNode | null = null;
  for (const node of nodes) {
    const isBlock = ($isElementNode(node) || $isDecoratorNode(node)) && !node.isInline();
    if (isBlock) {
      root.append(node);
      paragraph = null;
    } else {
      if (!paragraph) {
        paragraph = $createParagraphNode();
        root.append(paragraph);
      }
      paragraph.append(node);
    }
  }
}

/** Nodes for sanitized HTML: what the editor starts from and what a paste inserts. */
function $nodesFromHtml(editor: Editor, html: string): LexicalNode[] {
  const clean = sanitizeRichText(html);
  if (clean === '') return [];
  return $generateNodesFromDOM(editor, new DOMParser().parseFromString(clean, 'text/html'));
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The editor's content as plain HTML: p, br, strong, em, u, s, code, ul, ol, li and a[href]. Written
 * here rather than through Lexical's DOM export, which puts style attributes on every piece of text
 * (the app's Content-Security-Policy refuses those, and they are not ours to keep) and doubles bold
 * as <b><strong>.
 */
function $htmlOf(node: LexicalNode): string {
  if ($isTextNode(node)) {
    let html = escapeText(node.getTextContent());
    if (node.hasFormat('code')) html = `<code>${html}</code>`;
    if (node.hasFormat('strikethrough')) html = `<s>${html}</s>`;
    if (node.hasFormat('underline')) html = `<u>${html}</u>`;
    if (node.hasFormat('italic')) html = `<em>${html}</em>`;
    if (node.hasFormat('bold')) html = `<strong>${html}</strong>`;
    return html;
  }
  if ($isLineBreakNode(node)) return '<br>';
  if (!$isElementNode(node)) return escapeText(node.getTextContent());
  const inner = node.getChildren().map($htmlOf).join('');
  if ($isLinkNode(node)) return `<a href="${escapeText(node.getURL()).replace(/"/g, '&quot;')}">${inner}</a>`;
  if ($isListNode(node)) {
    const tag = node.getListType() === 'number' ? 'ol' : 'ul';
    return `<${tag}>${inner}</${tag}>`;
  }
  if ($isListItemNode(node)) return `<li>${inner}</li>`;
  // An empty paragraph is a blank line the writer meant to keep.
  if ($isParagraphNode(node)) return `<p>${inner || '<br>'}</p>`;
  return inner;
}

interface Formats {
  bold: boolean;
  italic: boolean;
  list: 'bullet' | 'number' | 'check' | null;
  /** The URL of the link the selection is in. */
  link: string | null;
}

const noFormats: Formats = { bold: false, italic: false, list: null, link: null };

function $readFormats(): Formats {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return noFormats;
  const node = selection.anchor.getNode();
  const list = $getNearestNodeOfType(node, ListNode);
  const link = $findMatchingParent(node, $isLinkNode);
  return {
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    list: list ? list.getListType() : null,
    link: $isLinkNode(link) ? link.getURL() : null,
  };
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** A toolbar button with a tooltip naming it and its shortcut; pressing it leaves the caret in the text. */
function ToolbarTooltip({ label, shortcut, children }: { label: string; shortcut?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const mod = t(isMac() ? 'richText.keys.cmd' : 'richText.keys.ctrl');
  return (
    <TooltipTrigger>
      {children}
      <Tooltip placement="top">
        {shortcut ? t('richText.withShortcut', { label, shortcut: `${mod}+${shortcut}` }) : label}
      </Tooltip>
    </TooltipTrigger>
  );
}

function ToolToggle({
  label,
  shortcut,
  icon,
  isSelected,
  isDisabled,
  onPress,
  buttonRef,
}: {
  label: string;
  shortcut?: string;
  icon: ReactNode;
  isSelected: boolean;
  isDisabled?: boolean;
  onPress: () => void;
  buttonRef?: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <ToolbarTooltip label={label} shortcut={shortcut}>
      <ToggleButton
        ref={buttonRef}
        className={toolButton}
        aria-label={label}
        aria-keyshortcuts={shortcut ? `${isMac() ? 'Meta' : 'Control'}+${shortcut}` : undefined}
        isSelected={isSelected}
        isDisabled={isDisabled}
        preventFocusOnPress
        onPress={onPress}
      >
        {icon}
      </ToggleButton>
    </ToolbarTooltip>
  );
}

function ToolButton({
  label,
  shortcut,
  icon,
  ...props
}: { label: string; shortcut?: string; icon: ReactNode } & Pick<AriaButtonProps, 'isDisabled' | 'onPress'>) {
  return (
    <ToolbarTooltip label={label} shortcut={shortcut}>
      <AriaButton
        {...props}
        className={toolButton}
        aria-label={label}
        aria-keyshortcuts={shortcut ? `${isMac() ? 'Meta' : 'Control'}+${shortcut}` : undefined}
        preventFocusOnPress
      >
        {icon}
      </AriaButton>
    </ToolbarTooltip>
  );
}

/** The link's address: http(s) or mailto only, with a message saying so when it is anything else. */
function LinkPopover({
  triggerRef,
  initialUrl,
  onApply,
  onClose,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  initialUrl: string;
  onApply: (url: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(initialUrl);
  const [invalid, setInvalid] = useState(false);
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      placement="bottom start"
      title={t('richText.linkDialog.title')}
    >
      <Form
        className={linkForm}
        onSubmit={(event) => {
          event.preventDefault();
          const normalized = normalizeLinkUrl(url);
          if (normalized) onApply(normalized);
          else setInvalid(true);
        }}
      >
        <TextField
          label={t('richText.linkDialog.url')}
          description={t('richText.linkDialog.description')}
          value={url}
          onChange={(next) => {
            setUrl(next);
            setInvalid(false);
          }}
          isInvalid={invalid}
          errorMessage={t('richText.linkDialog.invalid')}
          // The dialog opens to type one address: the field is where the user is going.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          inputMode="url"
          autoComplete="url"
          spellCheck="false"
        />
        <div className={linkActions}>
          <Button variant="secondary" onPress={onClose}>
            {t('richText.linkDialog.cancel')}
          </Button>
          <Button type="submit">{t('richText.linkDialog.apply')}</Button>
        </div>
      </Form>
    </Popover>
  );
}

function EditorToolbar({ isDisabled }: { isDisabled: boolean }) {
  const { t } = useTranslation();
  const [editor] = useLexicalComposerContext();
  const [formats, setFormats] = useState<Formats>(noFormats);
  const [canUndo, setCanUndo] = useState(false);
  const [canRedo, setCanRedo] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const linkButtonRef = useRef<HTMLButtonElement>(null);
  // Where the link goes: the selection when the dialog opened (focus then sits in the dialog).
  const linkSelection = useRef<BaseSelection | null>(null);

  const openLink = useCallback(() => {
    linkSelection.current = editor.getEditorState().read(() => $getSelection()?.clone() ?? null);
    setLinkOpen(true);
  }, [editor]);

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) => {
          setFormats(editorState.read($readFormats, { editor }));
        }),
        editor.registerCommand(
          CAN_UNDO_COMMAND,
          (payload) => {
            setCanUndo(payload);
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          CAN_REDO_COMMAND,
          (payload) => {
            setCanRedo(payload);
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          KEY_MODIFIER_COMMAND,
          (event) => {
            if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
              event.preventDefault();
              if (editor.isEditable()) openLink();
              return true;
            }
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor, openLink],
  );

  const applyLink = (url: string) => {
    setLinkOpen(false);
    editor.update(() => {
      const saved = linkSelection.current;
      if (saved) $setSelection(saved.clone());
      let selection = $getSelection();
      if (!$isRangeSelection(selection)) {
        $getRoot().selectEnd();
        selection = $getSelection();
      }
      if (!$isRangeSelection(selection)) return;
      const inLink = $findMatchingParent(selection.anchor.getNode(), $isLinkNode);
      if (selection.isCollapsed() && !inLink) {
        // No text chosen: the address itself becomes the link's text.
        const link = $createLinkNode(url, linkAttributes(url));
        link.append($createTextNode(url.replace(/^mailto:/, '')));
        selection.insertNodes([link]);
      } else {
        $toggleLink(url, linkAttributes(url));
      }
    });
    editor.focus();
  };

  const toggleList = (type: 'bullet' | 'number') => {
    if (formats.list === type) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else if (type === 'bullet') editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined);
    else editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined);
  };

  return (
    <>
      <Toolbar className={toolbar} aria-label={t('richText.toolbar')}>
        <ToolToggle
          label={t('richText.bold')}
          shortcut="B"
          icon={<Bold aria-hidden="true" />}
          isSelected={formats.bold}
          isDisabled={isDisabled}
          onPress={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')}
        />
        <ToolToggle
          label={t('richText.italic')}
          shortcut="I"
          icon={<Italic aria-hidden="true" />}
          isSelected={formats.italic}
          isDisabled={isDisabled}
          onPress={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')}
        />
        <span className={toolbarSeparator} aria-hidden="true" />
        <ToolToggle
          label={t('richText.bulletList')}
          icon={<List aria-hidden="true" />}
          isSelected={formats.list === 'bullet'}
          isDisabled={isDisabled}
          onPress={() => toggleList('bullet')}
        />
        <ToolToggle
          label={t('richText.numberList')}
          icon={<ListOrdered aria-hidden="true" />}
          isSelected={formats.list === 'number'}
          isDisabled={isDisabled}
          onPress={() => toggleList('number')}
        />
        <span className={toolbarSeparator} aria-hidden="true" />
        <ToolToggle
          buttonRef={linkButtonRef}
          label={t('richText.link')}
          shortcut="K"
          icon={<Link2 aria-hidden="true" />}
          isSelected={formats.link !== null}
          isDisabled={isDisabled}
          onPress={openLink}
        />
        <ToolButton
          label={t('richText.removeLink')}
          icon={<Link2Off aria-hidden="true" />}
          isDisabled={isDisabled || formats.link === null}
          onPress={() => editor.update(() => $toggleLink(null))}
        />
        <span className={toolbarSeparator} aria-hidden="true" />
        <ToolButton
          label={t('richText.undo')}
          shortcut="Z"
          icon={<Undo2 aria-hidden="true" />}
          isDisabled={isDisabled || !canUndo}
          onPress={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}
        />
        <ToolButton
          label={t('richText.redo')}
          shortcut="Shift+Z"
          icon={<Redo2 aria-hidden="true" />}
          isDisabled={isDisabled || !canRedo}
          onPress={() => editor.dispatchCommand(REDO_COMMAND, undefined)}
        />
      </Toolbar>
      {linkOpen && (
        <LinkPopover
          triggerRef={linkButtonRef}
          initialUrl={formats.link ?? ''}
          onApply={applyLink}
          onClose={() => {
            setLinkOpen(false);
            editor.focus();
          }}
        />
      )}
    </>
  );
}

/** Pasted HTML goes through the same sanitizer as everything else before Lexical imports it. */
function SanitizedPastePlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      editor.registerCommand(
        PASTE_COMMAND,
        (event) => {
          const html = 'clipboardData' in event ? event.clipboardData?.getData('text/html') : undefined;
          if (!html) return false;
          event.preventDefault();
          editor.update(() => {
            const selection = $getSelection();
            const nodes = $nodesFromHtml(editor, html);
            if ($isRangeSelection(selection) && nodes.length > 0) selection.insertNodes(nodes);
          });
          return true;
        },
        COMMAND_PRIORITY_HIGH,
      ),
    [editor],
  );
  return null;
}

function EditablePlugin({ isDisabled }: { isDisabled: boolean }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => editor.setEditable(!isDisabled), [editor, isDisabled]);
  return null;
}

function EditorField({
  label,
  'aria-label': ariaLabel,
  onChange,
  placeholder,
  description,
  errorMessage,
  isInvalid = false,
  isDisabled = false,
  autoFocus = false,
  minHeight = 'medium',
}: Omit<RichTextEditorProps, 'value' | 'resetKey'>) {
  const [editor] = useLexicalComposerContext();
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const showError = isInvalid && Boolean(errorMessage);
  const describedBy = [description ? descriptionId : null, showError ? errorId : null].filter(Boolean).join(' ');
  // Pointer or keyboard, as the other fields tell them apart: the ring is drawn for the keyboard.
  const { focusProps, isFocused, isFocusVisible } = useFocusRing({ isTextInput: true });
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  const lastHtml = useRef<string | null>(null);

  const editableProps = {
    onFocus: focusProps.onFocus,
    onBlur: focusProps.onBlur,
    className: [content, editable, editableHeight[minHeight]].join(' '),
    role: 'textbox' as const,
    'aria-multiline': true,
    'aria-labelledby': label != null ? labelId : undefined,
    'aria-label': label != null ? undefined : ariaLabel,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': isInvalid || undefined,
    'aria-disabled': isDisabled || undefined,
  };

  const state = {
    'data-invalid': isInvalid || undefined,
    'data-disabled': isDisabled || undefined,
  };

  return (
    <div className={field} {...state}>
      {label != null && (
        <span id={labelId} className={labelStyle}>
          {label}
        </span>
      )}
      <div
        className={box}
        {...state}
        data-focused={isFocused || undefined}
        data-focus-visible={isFocusVisible || undefined}
      >
        <EditorToolbar isDisabled={isDisabled} />
        <div className={editableArea}>
          <RichTextPlugin
            contentEditable={
              placeholder ? (
                <ContentEditable
                  {...editableProps}
                  aria-placeholder={placeholder}
                  placeholder={<div className={placeholderStyle}>{placeholder}</div>}
                />
              ) : (
                <ContentEditable {...editableProps} />
              )
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
      </div>
      {description && (
        <span id={descriptionId} className={descriptionStyle}>
          {description}
        </span>
      )}
      {showError && (
        <span id={errorId} className={errorText}>
          {errorMessage}
        </span>
      )}
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin validateUrl={isSafeLinkUrl} attributes={webLink} />
      <SanitizedPastePlugin />
      <EditablePlugin isDisabled={isDisabled} />
      {autoFocus && <AutoFocusPlugin />}
      <OnChangePlugin
        ignoreSelectionChange
        onChange={(editorState) => {
          // The state handed over, not editor.read(): that would flush updates from inside this listener.
          const html = sanitizeRichText(editorState.read(() => $htmlOf($getRoot()), { editor }));
          if (html === lastHtml.current) return;
          lastHtml.current = html;
          onChangeRef.current(html);
        }}
      />
    </div>
  );
}

/** The editor itself (Lexical): see RichTextEditor for what it does. */
export default function LexicalEditor({ value, resetKey, ...props }: RichTextEditorProps) {
  const initialConfig: InitialConfigType = {
    namespace: 'AtriumRichText',
    theme,
    nodes: [ListNode, ListItemNode, LinkNode],
    editable: !props.isDisabled,
    onError: (error) => {
      // A failed update is Lexical's own fault, not the user's: report it and keep the text.
      console.error(error);
    },
    editorState: (editor) => {
      const root = $getRoot();
      root.clear();
      $appendAsBlocks(root, $nodesFromHtml(editor, value));
      if (root.getChildrenSize() === 0) root.append($createParagraphNode());
    },
  };
  return (
    <LexicalComposer key={resetKey ?? ''} initialConfig={initialConfig}>
      <EditorField {...props} />
    </LexicalComposer>
  );
}
