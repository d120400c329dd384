import type { AccessArea } from '@domain/access';
import type { LibraryArea, LibraryKind } from '@domain/library';
import { i18n } from '@/lib/i18n';

export interface LibraryTab {
  value: string;
  label: string;
  /** The library kinds the tab lists; none for the native forms and workflows tab. */
  kinds?: LibraryKind[];
}

export interface AreaConfig {
  area: LibraryArea;
  access: AccessArea;
  title: string;
  description: string;
  crumb: string;
  /** The creation pages the header opens (spec: Create Google Form; New Form, New Sheet, New Doc). */
  create: { kind: LibraryKind; label: string }[];
  tabs: LibraryTab[];
  workflowWord: string;
}

/** What differs between Technology Assessment and the Onsite Tech Toolkit (see docs/product.md#technology-assessment). */
export const AREAS: Record<LibraryArea, AreaConfig> = {
  assessment: {
    area: 'assessment',
    access: 'assessments',
    title: i18n.t('assessments:areas.assessment.title'),
    description: i18n.t('assessments:areas.assessment.description'),
    crumb: i18n.t('assessments:areas.assessment.crumb'),
    create: [{ kind: 'form', label: i18n.t('assessments:areas.assessment.createForm') }],
    tabs: [
      { value: 'workflows', label: i18n.t('assessments:areas.assessment.tabs.workflows') },
      { value: 'forms', label: i18n.t('assessments:areas.assessment.tabs.forms'), kinds: ['form'] },
      { value: 'docs', label: i18n.t('assessments:areas.assessment.tabs.docs'), kinds: ['doc', 'sheet'] },
    ],
    workflowWord: i18n.t('assessments:areas.assessment.workflowWord'),
  },
  toolkit: {
    area: 'toolkit',
    access: 'toolkit',
    title: i18n.t('assessments:areas.toolkit.title'),
    description: i18n.t('assessments:areas.toolkit.description'),
    crumb: i18n.t('assessments:areas.toolkit.crumb'),
    create: [
      { kind: 'form', label: i18n.t('assessments:areas.toolkit.newForm') },
      { kind: 'sheet', label: i18n.t('assessments:areas.toolkit.newSheet') },
      { kind: 'doc', label: i18n.t('assessments:areas.toolkit.newDoc') },
    ],
    tabs: [
      { value: 'workflows', label: i18n.t('assessments:areas.toolkit.tabs.workflows') },
      { value: 'forms', label: i18n.t('assessments:areas.toolkit.tabs.forms'), kinds: ['form'] },
      { value: 'sheets', label: i18n.t('assessments:areas.toolkit.tabs.sheets'), kinds: ['sheet'] },
      { value: 'docs', label: i18n.t('assessments:areas.toolkit.tabs.docs'), kinds: ['doc'] },
    ],
    workflowWord: i18n.t('assessments:areas.toolkit.workflowWord'),
  },
};
