/**
 * Replaces the Clipboard API's `writeText` for one story, and refuses the older copy command too, so a
 * refused write stays a failure (the copy helper falls back to that command). Returns the cleanup for
 * a story's `beforeEach`.
 */
export function stubClipboard(writeText: (text: string) => Promise<void>) {
  const own = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  const execCommand = document.execCommand.bind(document);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  document.execCommand = () => false;
  return () => {
    if (own) Object.defineProperty(navigator, 'clipboard', own);
    else delete (navigator as { clipboard?: unknown }).clipboard;
    document.execCommand = execCommand;
  };
}
