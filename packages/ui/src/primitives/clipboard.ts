/**
 * Copies text: the Clipboard API where the page may use it, else a hidden text area and the older copy
 * command (pages served without HTTPS, older browsers). True when either worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or unavailable: try the older way below.
  }
  return copyWithCommand(text);
}

function copyWithCommand(text: string): boolean {
  if (typeof document === 'undefined') return false;
  const active = document.activeElement;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  let copied = false;
  try {
    // Deprecated, but the only way left when the Clipboard API is missing or refused.
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  if (active instanceof HTMLElement) active.focus();
  return copied;
}
