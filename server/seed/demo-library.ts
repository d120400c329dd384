import { eq, inArray } from 'drizzle-orm';
import type { LibraryItemInput } from '../../domain/library.ts';
import type { Db } from '../db/client.ts';
import { districts, libraryItems, users } from '../db/schema/index.ts';

type DemoItem = Pick<
  LibraryItemInput,
  'area' | 'title' | 'description' | 'category' | 'kind' | 'sharedWith'
> & {
  docType?: LibraryItemInput['docType'];
  /** The Google document id (made up, well formed). */
  doc: string;
};

const PATH = { form: 'forms', sheet: 'spreadsheets', doc: 'document' } as const;

/** The Google Forms, Sheets and Docs a district typically keeps beside its portal checklists. */
const ITEMS: DemoItem[] = [
  {
    area: 'assessment',
    title: 'Annual Technology Survey',
    description: 'Staff survey on devices, Wi-Fi and training.',
    category: 'infrastructure',
    kind: 'form',
    sharedWith: 'All staff',
    doc: '1FAIpQLSdTechSurvey2026aB',
  },
  {
    area: 'assessment',
    title: 'Classroom Tech Walkthrough',
    description: 'Principal walkthrough of classroom technology.',
    category: 'software',
    kind: 'form',
    sharedWith: 'Principals',
    doc: '1FAIpQLSdWalkthroughX9q',
  },
  {
    area: 'assessment',
    title: 'Technology Assessment Report 2025',
    description: 'Last year’s findings and plan.',
    category: 'security',
    kind: 'doc',
    docType: 'assessment_report',
    sharedWith: 'Cabinet',
    doc: '1rPt2025AssessmentReportQ',
  },
  {
    area: 'assessment',
    title: 'Acceptable Use Policy',
    description: 'Board-approved policy for students and staff.',
    category: 'data',
    kind: 'doc',
    docType: 'policy',
    sharedWith: 'Public',
    doc: '1AupPolicyDocBoard2024Zx',
  },
  {
    area: 'assessment',
    title: 'Network Inventory',
    description: 'Switches, access points and their firmware.',
    category: 'network',
    kind: 'sheet',
    docType: 'template',
    sharedWith: 'IT team',
    doc: '1NetInventorySheetK12Ab',
  },
  {
    area: 'toolkit',
    title: 'Work Order Request',
    description: 'Teachers report a problem for the next visit.',
    category: 'work_orders',
    kind: 'form',
    sharedWith: 'All staff',
    doc: '1FAIpQLSdWorkOrderReq7y',
  },
  {
    area: 'toolkit',
    title: 'Device Repair Tracker',
    description: 'Every repair, its part and its cost.',
    category: 'equipment',
    kind: 'sheet',
    sharedWith: 'Technicians',
    doc: '1RepairTrackerSheetLm3',
  },
  {
    area: 'toolkit',
    title: 'Visit Log',
    description: 'One row per site visit.',
    category: 'site_visits',
    kind: 'sheet',
    sharedWith: 'Technicians',
    doc: '1VisitLogSheetSites2026',
  },
  {
    area: 'toolkit',
    title: 'Network Closet Inspection',
    description: 'How to check a closet, step by step.',
    category: 'site_visits',
    kind: 'doc',
    docType: 'procedure',
    sharedWith: 'Technicians',
    doc: '1ClosetInspectionProcK8',
  },
  {
    area: 'toolkit',
    title: 'Chromebook Repair Guide',
    description: 'Screens, keyboards and hinges.',
    category: 'equipment',
    kind: 'doc',
    docType: 'guide',
    sharedWith: 'Technicians',
    doc: '1ChromebookRepairGuideP',
  },
];

/** A first start's document libraries: the same few links in every demo district. */
export async function seedDemoLibrary(db: Db, districtCodes: string[]): Promise<void> {
  const rows = await db
    .select({ id: districts.id })
    .from(districts)
    .where(inArray(districts.code, districtCodes));
  for (const district of rows) {
    const [admin] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.districtId, district.id))
      .limit(1);
    await db.insert(libraryItems).values(
      ITEMS.map(({ doc, ...item }) => ({
        ...item,
        districtId: district.id,
        docType: item.docType ?? null,
        url: `https://docs.google.com/${PATH[item.kind]}/d/${doc}/edit`,
        createdBy: admin?.id ?? null,
      })),
    );
  }
}
