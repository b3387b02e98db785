/**
 * The palette dialog's styles, in its own chunk: the shell's stylesheet is part of the login page, which must not
 * grow for a dialog it never shows (docs/palette.md, "Loading"). Inline styles are set through the CSSOM, which the
 * console's CSP allows.
 */
import type { CSSProperties } from 'react';

export const backdrop: CSSProperties = {
  position: 'fixed', inset: 0, zIndex: 2000, background: 'rgba(0, 0, 0, 0.35)',
  display: 'flex', justifyContent: 'center', alignItems: 'flex-start', paddingTop: '12vh',
};
export const dialog: CSSProperties = {
  width: 'min(640px, 94vw)', background: '#fff', borderRadius: 6, boxShadow: '0 8px 28px rgba(0, 0, 0, 0.25)', padding: 10,
};
export const list: CSSProperties = { maxHeight: '56vh', overflowY: 'auto', marginTop: 6 };
export const groupTitle: CSSProperties = { padding: '6px 10px 2px', fontSize: '0.85em', color: 'var(--text-muted)' };
const optionBase: CSSProperties = { display: 'flex', gap: 10, alignItems: 'baseline', padding: '7px 10px', borderRadius: 4, cursor: 'pointer' };
export const option: CSSProperties = optionBase;
export const activeOption: CSSProperties = { ...optionBase, background: 'var(--theme-light)', color: 'var(--theme-dark)' };
export const detail: CSSProperties = { marginLeft: 'auto', color: 'var(--text-muted)', fontSize: '0.85em', textAlign: 'right' };
export const footer: CSSProperties = {
  display: 'flex', justifyContent: 'space-between', gap: 10, padding: '6px 10px 0', fontSize: '0.85em', color: 'var(--text-muted)',
};
