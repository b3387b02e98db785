/** Fullscreen toggle; a browser without the Fullscreen API gets a warning (docs/console.md, "Constants"). */
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';

export function Screenfull() {
  const { t } = useTranslation();
  const [full, setFull] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const onChange = () => setFull(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = () => {
    if (!document.fullscreenEnabled) {
      toast(t('navbar.fullscreenUnsupported'), { icon: '⚠️', className: 'console-toast warning' });
      return;
    }
    const change = full ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    change.catch(() => toast(t('navbar.fullscreenUnsupported'), { icon: '⚠️', className: 'console-toast warning' }));
  };
  const label = t(full ? 'navbar.exitFullscreen' : 'navbar.fullscreen');
  return (
    <button type="button" className="navbar-button" onClick={toggle} title={label} aria-label={label}>
      <i className={`${full ? 'compress' : 'expand'} icon`} />
    </button>
  );
}
