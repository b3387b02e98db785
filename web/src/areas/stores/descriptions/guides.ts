/** `/store/guide` (the guide page applicants read) and `/store/newGuide` (the steps of the new onboarding flow). */
import { GUIDE_STEP_AUDIENCE, STORES_SETTING_KEY, STORES_SETTING_TITLES, storeGuideSetting } from '../../../../../contract/resources/stores/guides.ts';
import type { ListDescription, SettingsDescription } from '../../../screens/descriptions/types.ts';

export function storeGuide(): SettingsDescription {
  return {
    kind: 'settings',
    configKey: STORES_SETTING_KEY.guide,
    schema: storeGuideSetting,
    titles: STORES_SETTING_TITLES,
    sections: [
      {
        title: { zh: '指南内容', en: 'What applicants read' },
        fields: [
          { name: 'title', input: 'text' },
          { name: 'intro', input: 'textarea' },
          { name: 'requirements', input: 'textarea' },
        ],
      },
      {
        title: { zh: '入驻条件', en: 'Terms' },
        fields: [
          { name: 'deposit', input: 'money' },
          { name: 'review_days', input: 'int' },
          { name: 'contact_phone', input: 'text' },
          { name: 'show_on_app', input: 'bool' },
        ],
      },
    ],
  };
}

export function guideSteps(): ListDescription {
  return {
    kind: 'list',
    resource: 'guideSteps',
    filters: ['keyword'],
    columns: ['sort', 'picture', 'title', 'content', 'documents', 'audience', { key: 'enabled', toggle: { on: 'enable', off: 'disable' } }, 'updated_at'],
    rowActions: ['edit', 'enable', 'disable', 'delete'],
    form: [
      { name: 'audience', input: 'select', options: GUIDE_STEP_AUDIENCE },
      { name: 'sort', input: 'int' },
      { name: 'title', input: 'text' },
      { name: 'content', input: 'textarea' },
      { name: 'picture', input: 'picture' },
      { name: 'documents', input: 'text' },
      { name: 'enabled', input: 'bool' },
    ],
    rowLabel: 'title',
  };
}
