import { useEffect, useState } from 'react';
import { Maximize, Minimize } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../primitives/IconButton';
import { toggleFullscreen } from './fullscreen';

/** One icon button toggling browser fullscreen (tooltip 'Toggle Fullscreen'). */
export function Fullscreen() {
  const { t } = useTranslation();
  const [active, setActive] = useState(() => typeof document !== 'undefined' && !!document.fullscreenElement);
  useEffect(() => {
    const onChange = () => setActive(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const Glyph = active ? Minimize : Maximize;
  return (
    <IconButton
      label={t('toolbar.fullscreen.toggle')}
      icon={<Glyph size={20} aria-hidden="true" />}
      tooltipPlacement="bottom"
      onPress={() => void toggleFullscreen()}
    />
  );
}
