import { strToU8, zipSync } from 'fflate';

// OneRoster 1.1 CSV fixtures, zipped (deflated entries) as an SIS exports them.

/** A zip of the given files (name → text). */
export function zipOf(files: Record<string, string>): Buffer {
  return Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))),
  );
}

const csv = (header: string, rows: string[]) => `${[header, ...rows].join('\r\n')}\r\n`;

export const ORGS_HEADER = 'sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId';
export const USERS_HEADER =
  'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password';

/** A users.csv row from its interesting cells. */
export function userRow(u: {
  id: string;
  status?: string;
  modified?: string;
  enabled?: string;
  orgs: string;
  role: string;
  given: string;
  family: string;
  email?: string;
  grade?: string;
}): string {
  return [
    u.id,
    u.status ?? '',
    u.modified ?? '',
    u.enabled ?? 'true',
    `"${u.orgs}"`,
    u.role,
    u.email ?? '',
    '',
    u.given,
    u.family,
    '',
    '',
    u.email ?? '',
    '',
    '',
    '',
    u.grade ?? '',
    '',
  ].join(',');
}

/** A whole OneRoster 1.1 export: every file, as a SIS sends it (bulk), with the given orgs and users. */
export function rosterZip(opts: {
  mode?: 'bulk' | 'delta';
  orgs?: string[];
  users: string[];
  withOrgs?: boolean;
}): Buffer {
  const mode = opts.mode ?? 'bulk';
  const withOrgs = opts.withOrgs ?? true;
  const manifest = csv('propertyName,value', [
    'manifest.version,1.0',
    'oneroster.version,1.1',
    `file.academicSessions,${mode === 'bulk' ? 'bulk' : 'absent'}`,
    'file.categories,absent',
    `file.classes,${mode === 'bulk' ? 'bulk' : 'absent'}`,
    'file.classResources,absent',
    `file.courses,${mode === 'bulk' ? 'bulk' : 'absent'}`,
    'file.courseResources,absent',
    'file.demographics,absent',
    `file.enrollments,${mode === 'bulk' ? 'bulk' : 'absent'}`,
    'file.lineItems,absent',
    `file.orgs,${withOrgs ? mode : 'absent'}`,
    'file.resources,absent',
    'file.results,absent',
    `file.users,${mode}`,
    'source.systemName,Test SIS',
    'source.systemCode,TSIS',
  ]);
  const files: Record<string, string> = {
    'manifest.csv': manifest,
    'users.csv': csv(USERS_HEADER, opts.users),
  };
  if (withOrgs) files['orgs.csv'] = csv(ORGS_HEADER, opts.orgs ?? []);
  if (mode === 'bulk') {
    files['academicSessions.csv'] = csv(
      'sourcedId,status,dateLastModified,title,type,startDate,endDate,parentSourcedId,schoolYear',
      ['y2027,,,2026-2027,schoolYear,2026-07-01,2027-06-30,,2027'],
    );
    files['courses.csv'] = csv(
      'sourcedId,status,dateLastModified,schoolYearSourcedId,title,courseCode,grades,orgSourcedIds,subjects,subjectCodes',
      ['c1,,,y2027,Algebra I,ALG1,09,hs1,math,'],
    );
    files['classes.csv'] = csv(
      'sourcedId,status,dateLastModified,title,grades,courseSourcedId,classCode,classType,location,schoolSourcedId,termSourcedIds,subjects,subjectCodes,periods',
      ['k1,,,Algebra I - P1,09,c1,ALG1-1,scheduled,R101,hs1,y2027,math,,1'],
    );
    files['enrollments.csv'] = csv(
      'sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate',
      [
        'e1,,,k1,hs1,s1,student,false,2026-08-15,2027-06-01',
        'e2,,,k1,hs1,t1,teacher,true,2026-08-15,2027-06-01',
      ],
    );
  }
  return zipOf(files);
}
