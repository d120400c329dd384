import type { AccessArea } from '@domain/access';
import type { LibraryArea, LibraryKind } from '@domain/library';

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
    title: 'Technology Assessment',
    description:
      'Assessments of the district’s technology: forms sent to schools, their scores and findings.',
    crumb: 'Tech Assessment',
    create: [{ kind: 'form', label: 'Create Google Form' }],
    tabs: [
      { value: 'workflows', label: 'Assessment Workflows' },
      { value: 'forms', label: 'Google Forms', kinds: ['form'] },
      { value: 'docs', label: 'Google Docs', kinds: ['doc', 'sheet'] },
    ],
    workflowWord: 'assessment',
  },
  toolkit: {
    area: 'toolkit',
    access: 'toolkit',
    title: 'Onsite Tech Toolkit',
    description: 'Checklists, tracking sheets and procedures for technicians on site.',
    crumb: 'Onsite Tech Toolkit',
    create: [
      { kind: 'form', label: 'New Form' },
      { kind: 'sheet', label: 'New Sheet' },
      { kind: 'doc', label: 'New Doc' },
    ],
    tabs: [
      { value: 'workflows', label: 'Checklists' },
      { value: 'forms', label: 'Forms', kinds: ['form'] },
      { value: 'sheets', label: 'Sheets', kinds: ['sheet'] },
      { value: 'docs', label: 'Docs', kinds: ['doc'] },
    ],
    workflowWord: 'checklist',
  },
};
