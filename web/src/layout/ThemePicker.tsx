/** Theme colour: a few presets and any custom colour; the change applies at once and persists. */
import { observer } from 'mobx-react-lite';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Popup } from 'semantic-ui-react';
import { DEFAULT_THEME } from '../config.ts';
import { useStores } from '../stores/index.ts';

const PRESETS = [DEFAULT_THEME, '#1890ff', '#11a983', '#13c2c2', '#6959cd', '#f5222d', '#fa8c16', '#304156'];

export const ThemePicker = observer(function ThemePicker() {
  const { theme } = useStores();
  const { t } = useTranslation();
  const change = (color: string) => {
    if (color.toLowerCase() === theme.color.toLowerCase()) return;
    if (theme.setColor(color)) toast.success(t('navbar.themeChanged'));
  };
  return (
    <Popup
      on="click"
      position="bottom right"
      trigger={
        <button type="button" className="navbar-button theme-picker-trigger" title={t('navbar.theme')} aria-label={t('navbar.theme')}>
          <i className="tint icon" />
        </button>
      }
    >
      <div className="theme-picker">
        <div className="theme-swatches">
          {PRESETS.map((color) => (
            <button
              type="button"
              key={color}
              className={`theme-swatch${color.toLowerCase() === theme.color.toLowerCase() ? ' active' : ''}`}
              style={{ background: color }}
              title={color}
              aria-label={color}
              onClick={() => change(color)}
            />
          ))}
        </div>
        <label className="theme-custom">
          {t('navbar.themeCustom')}
          <input type="color" value={theme.color} onChange={(e) => change(e.target.value)} />
        </label>
      </div>
    </Popup>
  );
});
