import type { Question, RiskRule, Section, Severity } from './forms.ts';
import type { LibraryArea, LibraryCategory } from './library.ts';

/**
 * The built-in forms: one assessment checklist per category and the toolkit's site-visit
 * checklist, equipment audit and work-order sign-off. A district uses them as they are or copies
 * one to change it (see docs/product.md#technology-assessment).
 */

export interface FormTemplate {
  id: string;
  area: LibraryArea;
  category: LibraryCategory;
  title: string;
  description: string;
  sections: Section[];
}

const risk = (severity: Severity, extra: Omit<RiskRule, 'severity'> = {}): RiskRule => ({
  severity,
  ...extra,
});
/** A yes/no/partial question; with a severity, "no" is a finding of it. */
const yn = (id: string, text: string, severity?: Severity, finding?: string): Question => ({
  id,
  type: 'yes_no_partial',
  text,
  required: true,
  ...(severity ? { risk: risk(severity, { answers: ['no'], ...(finding ? { finding } : {}) }) } : {}),
});
const rating = (id: string, text: string, below?: number, severity: Severity = 'medium'): Question => ({
  id,
  type: 'rating',
  text,
  required: true,
  ...(below ? { risk: risk(severity, { below }) } : {}),
});
const num = (id: string, text: string, rule?: RiskRule): Question => ({
  id,
  type: 'number',
  text,
  required: false,
  ...(rule ? { risk: rule } : {}),
});
const short = (id: string, text: string, required = false): Question => ({
  id,
  type: 'short_text',
  text,
  required,
});
const long = (id: string, text: string): Question => ({ id, type: 'long_text', text, required: false });
const photo = (id: string, text: string): Question => ({ id, type: 'photo', text, required: false });
const single = (
  id: string,
  text: string,
  options: string[],
  bad?: string[],
  severity: Severity = 'medium',
): Question => ({
  id,
  type: 'single_choice',
  text,
  required: true,
  options,
  ...(bad ? { risk: risk(severity, { answers: bad }) } : {}),
});
const multi = (id: string, text: string, options: string[]): Question => ({
  id,
  type: 'multiple_choice',
  text,
  required: false,
  options,
});

const tid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const FORM_TEMPLATES: FormTemplate[] = [
  {
    id: tid(1),
    area: 'assessment',
    category: 'infrastructure',
    title: 'Infrastructure Assessment',
    description: 'Servers, power, cabling and the lifecycle of the district’s core equipment.',
    sections: [
      {
        id: 'facilities',
        title: 'Server rooms and power',
        questions: [
          yn('ups', 'Core switches and servers are on UPS power', 'high'),
          yn('ups_tested', 'UPS batteries were tested in the last 12 months', 'medium'),
          yn('cooling', 'Server rooms have dedicated cooling with temperature alerts', 'high'),
          yn('locked', 'Server rooms and network closets are locked', 'high'),
          yn('labelled', 'Network closets are labelled and documented', 'low'),
        ],
      },
      {
        id: 'lifecycle',
        title: 'Lifecycle',
        questions: [
          yn('inventory', 'An up-to-date inventory of servers and network devices exists', 'medium'),
          yn('warranty', 'Core equipment is under warranty or support contract', 'medium'),
          num(
            'server_age',
            'Age of the oldest production server (years)',
            risk('medium', { above: 7, finding: 'Production servers past 7 years' }),
          ),
          rating('device_condition', 'Overall condition of classroom devices', 3),
          yn('refresh_plan', 'A written device refresh plan is funded', 'low'),
        ],
      },
      {
        id: 'operations',
        title: 'Operations',
        questions: [
          yn('monitoring', 'Servers and core links are monitored with alerts', 'high'),
          yn('patching', 'Servers are patched on a monthly schedule', 'high'),
          single('virtualization', 'How are servers hosted?', [
            'Virtualized on-site',
            'Cloud',
            'Physical only',
            'Mixed',
          ]),
          rating('documentation', 'Quality of infrastructure documentation', 3, 'low'),
          long('infra_notes', 'Notes on infrastructure'),
        ],
      },
    ],
  },
  {
    id: tid(2),
    area: 'assessment',
    category: 'security',
    title: 'Security Assessment',
    description:
      'Identity, backups, filtering and incident readiness: the controls insurers and auditors ask about.',
    sections: [
      {
        id: 'identity',
        title: 'Identity and access',
        questions: [
          yn('mfa_staff', 'MFA is required for all staff accounts', 'critical', 'Staff accounts without MFA'),
          yn('mfa_admin', 'MFA is required for every administrator account', 'critical'),
          yn('offboarding', 'Accounts are disabled on the day a person leaves', 'high'),
          yn('least_privilege', 'Administrator rights are limited to IT staff', 'high'),
          yn('password_policy', 'A password policy of at least 12 characters is enforced', 'medium'),
        ],
      },
      {
        id: 'data_protection',
        title: 'Backups and data protection',
        questions: [
          yn('backups', 'Critical systems are backed up daily', 'critical'),
          yn('backups_tested', 'A restore from backup was tested this year', 'high', 'Backups not tested'),
          yn('offsite', 'One backup copy is offline or immutable', 'high'),
          yn('encryption', 'Staff laptops are encrypted', 'medium'),
        ],
      },
      {
        id: 'network_security',
        title: 'Network and endpoints',
        questions: [
          yn('firewall_firmware', 'Firewall firmware is current', 'high'),
          yn('cipa_filter', 'A CIPA-compliant content filter covers every student device', 'critical'),
          yn('edr', 'Endpoint protection (EDR) runs on every staff device', 'high'),
          yn('email_filter', 'Email is filtered for phishing and malware', 'medium'),
        ],
      },
      {
        id: 'readiness',
        title: 'Readiness',
        questions: [
          yn('ir_plan', 'A written incident response plan exists', 'high'),
          yn('training', 'Staff completed security awareness training this year', 'medium'),
          rating('phishing_resilience', 'Staff resilience to phishing (last simulation)', 3),
          single(
            'last_audit',
            'When was the last external security review?',
            ['Within a year', '1–3 years ago', 'Never'],
            ['Never'],
            'high',
          ),
          long('security_notes', 'Notes on security'),
        ],
      },
    ],
  },
  {
    id: tid(3),
    area: 'assessment',
    category: 'network',
    title: 'Network Assessment',
    description: 'Wired and wireless coverage, capacity and resilience of the district network.',
    sections: [
      {
        id: 'wireless',
        title: 'Wireless',
        questions: [
          yn('wifi_coverage', 'Every classroom has reliable Wi-Fi coverage', 'high'),
          rating('wifi_performance', 'Wi-Fi performance during testing season', 3, 'high'),
          yn('wifi_standard', 'Access points support Wi-Fi 6 or newer', 'low'),
          yn('guest_isolated', 'Guest Wi-Fi is isolated from staff and student networks', 'high'),
        ],
      },
      {
        id: 'wired',
        title: 'Wired network and internet',
        questions: [
          num(
            'bandwidth',
            'Internet bandwidth per 1,000 students (Mbps)',
            risk('medium', { below: 1000, finding: 'Bandwidth below 1 Gbps per 1,000 students' }),
          ),
          yn('redundant_isp', 'A second internet connection takes over on failure', 'medium'),
          yn('vlans', 'Staff, student, guest and device networks are separate VLANs', 'high'),
          yn('switch_support', 'Switches run supported firmware', 'medium'),
          num('utilization', 'Peak internet utilization (%)', risk('medium', { above: 80 })),
        ],
      },
      {
        id: 'management',
        title: 'Management',
        questions: [
          yn('diagram', 'A current network diagram exists', 'low'),
          yn('config_backup', 'Switch and firewall configurations are backed up', 'medium'),
          yn('network_monitoring', 'Link and device outages raise alerts', 'high'),
          multi('erate', 'Which items are funded by E-Rate?', [
            'Internet access',
            'Switches',
            'Access points',
            'Firewalls',
            'Cabling',
          ]),
          long('network_notes', 'Notes on the network'),
        ],
      },
    ],
  },
  {
    id: tid(4),
    area: 'assessment',
    category: 'data',
    title: 'Data Management Assessment',
    description: 'Student data privacy, retention and the systems that hold student records.',
    sections: [
      {
        id: 'privacy',
        title: 'Privacy',
        questions: [
          yn('dpa', 'Every app holding student data has a signed data privacy agreement', 'high'),
          yn('ferpa_training', 'Staff handling records are trained on FERPA', 'medium'),
          yn('app_vetting', 'New apps are vetted before classroom use', 'medium'),
          yn('privacy_page', 'A public page lists the apps that hold student data', 'low'),
        ],
      },
      {
        id: 'records',
        title: 'Records and retention',
        questions: [
          yn('retention', 'A records retention schedule is followed', 'medium'),
          yn('sis_access', 'SIS access is reviewed each semester', 'high'),
          yn('rostering', 'Rostering to apps is automated (OneRoster or Clever)', 'low'),
          yn('data_inventory', 'An inventory of where sensitive data lives exists', 'medium'),
          rating('data_quality', 'Quality of SIS data (duplicates, stale records)', 3, 'low'),
        ],
      },
      {
        id: 'sharing',
        title: 'Sharing',
        questions: [
          yn('drive_sharing', 'Drive sharing outside the district is restricted for students', 'high'),
          yn('export_logs', 'Bulk exports of student data are logged', 'medium'),
          single(
            'storage',
            'Where are staff files mainly kept?',
            ['Google Drive', 'OneDrive', 'File server', 'Local devices'],
            ['Local devices'],
          ),
          long('data_notes', 'Notes on data management'),
        ],
      },
    ],
  },
  {
    id: tid(5),
    area: 'assessment',
    category: 'software',
    title: 'Software & Apps Assessment',
    description: 'Licensing, patching and the instructional apps in use.',
    sections: [
      {
        id: 'licensing',
        title: 'Licensing',
        questions: [
          yn('license_inventory', 'All paid software is tracked with renewal dates', 'medium'),
          yn('unused_licenses', 'Unused licenses are reviewed before renewal', 'low'),
          yn('os_supported', 'Every device runs a supported operating system', 'high'),
          num('app_count', 'Number of instructional apps in use'),
        ],
      },
      {
        id: 'updates',
        title: 'Updates',
        questions: [
          yn('auto_updates', 'Operating systems update automatically', 'high'),
          yn('browser_managed', 'Browsers and extensions are centrally managed', 'medium'),
          yn('third_party_patching', 'Third-party apps are patched centrally', 'medium'),
          yn('sso', 'Staff and students sign in to apps with single sign-on', 'low'),
        ],
      },
      {
        id: 'adoption',
        title: 'Adoption',
        questions: [
          rating('teacher_satisfaction', 'Teacher satisfaction with instructional apps', 3),
          rating('support_responsiveness', 'Responsiveness of app support', 3, 'low'),
          yn('training_offered', 'Training is offered for new apps', 'low'),
          single('lms', 'Which learning management system is used?', [
            'Google Classroom',
            'Canvas',
            'Schoology',
            'None',
          ]),
          long('software_notes', 'Notes on software'),
        ],
      },
    ],
  },
  {
    id: tid(11),
    area: 'toolkit',
    category: 'site_visits',
    title: 'Site Visit Checklist',
    description: 'What a technician checks on every visit to a school.',
    sections: [
      {
        id: 'arrival',
        title: 'Arrival',
        questions: [
          yn('checked_in', 'Checked in at the front office', 'low'),
          short('contact_met', 'Contact person met', true),
        ],
      },
      {
        id: 'walkthrough',
        title: 'Walk-through',
        questions: [
          yn('closet_secure', 'Network closet is locked and tidy', 'high'),
          yn('closet_temp', 'Closet temperature is normal', 'high'),
          yn('ups_ok', 'UPS shows no alarms', 'high'),
          yn('ap_lights', 'Access points show normal status lights', 'medium'),
          rating('classroom_tech', 'Condition of classroom technology', 3),
          photo('closet_photo', 'Photo of the network closet'),
        ],
      },
      {
        id: 'wrap_up',
        title: 'Wrap-up',
        questions: [
          long('work_done', 'Work done'),
          yn('follow_up_needed', 'No follow-up visit is needed', 'medium', 'Follow-up visit needed'),
          rating('visit_satisfaction', 'Staff satisfaction with the visit', 3),
        ],
      },
    ],
  },
  {
    id: tid(12),
    area: 'toolkit',
    category: 'equipment',
    title: 'Equipment Audit',
    description: 'Counting and checking the equipment of a room or building.',
    sections: [
      {
        id: 'location',
        title: 'Location',
        questions: [
          short('room', 'Room or area', true),
          single('room_type', 'Room type', ['Classroom', 'Lab', 'Office', 'Library', 'Closet']),
        ],
      },
      {
        id: 'counts',
        title: 'Counts',
        questions: [
          num('devices', 'Student devices present'),
          num('devices_broken', 'Devices not working', risk('medium', { above: 2 })),
          num('displays', 'Displays and projectors'),
          yn('tags', 'Every device carries an asset tag', 'low'),
        ],
      },
      {
        id: 'condition',
        title: 'Condition',
        questions: [
          rating('condition', 'Overall condition of the equipment', 3),
          yn('carts_locked', 'Charging carts are locked', 'medium'),
          multi('issues', 'Issues seen', [
            'Cracked screens',
            'Missing chargers',
            'Damaged cables',
            'Missing devices',
          ]),
          photo('photo', 'Photo of the room'),
          long('notes', 'Notes'),
        ],
      },
    ],
  },
  {
    id: tid(13),
    area: 'toolkit',
    category: 'work_orders',
    title: 'Work-Order Sign-off',
    description: 'The sign-off of finished work, with the school contact.',
    sections: [
      {
        id: 'work',
        title: 'Work',
        questions: [
          short('work_order', 'Work order or ticket number', true),
          long('summary', 'Summary of the work'),
          num('hours', 'Hours spent'),
          yn('resolved', 'The reported problem is resolved', 'high', 'Work order not resolved'),
          yn('tested', 'The fix was tested with the user', 'medium'),
        ],
      },
      {
        id: 'sign_off',
        title: 'Sign-off',
        questions: [
          short('signed_by', 'Signed off by (name)', true),
          rating('satisfaction', 'Customer satisfaction', 3),
          photo('photo', 'Photo of the finished work'),
        ],
      },
    ],
  },
];

const byId = new Map(FORM_TEMPLATES.map((t) => [t.id, t]));
export const templateById = (id: string): FormTemplate | undefined => byId.get(id);
