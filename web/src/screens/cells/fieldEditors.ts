/**
 * The field inputs a form field names (`input: 'custom'`, cells/names.ts). A module of their own, apart from
 * components.ts: the forms (parts/ContractForm.tsx, parts/formValues.ts) look them up, and the editors components.ts
 * names are built on those forms.
 */
import type { FieldEditor, FormFieldDesc } from '../descriptions/types.ts';
import { SESSIONS } from '../../areas/marketing/sessions.tsx';
import { GALLERY } from '../../areas/trade/goods/Gallery.tsx';
import { SPECS_AND_SKUS } from '../../areas/trade/goods/SpecEditor.tsx';
import type { FieldEditorName } from './names.ts';

export const FIELD_EDITORS: Record<FieldEditorName, FieldEditor> = {
  gallery: GALLERY,
  specsAndSkus: SPECS_AND_SKUS,
  sessions: SESSIONS,
};

/** The input of a custom field: the one it names, or the one it gives. */
export function fieldEditorOf(f: FormFieldDesc): FieldEditor | undefined {
  return typeof f.editor === 'string' ? FIELD_EDITORS[f.editor] : f.editor;
}
