import { parseArgs } from 'node:util';
import { z } from 'zod';
import { issueLink } from '../auth/one-time-links.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { users } from '../db/schema/index.ts';
import { isUniqueViolation } from '../lib/http-errors.ts';

// npm run create-admin -- --email ops@fivestar.example --name "Jo Smith"
// Creates a Five Star administrator and prints a one-time link to set the password.
const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
const args = z
  .object({
    email: z.email('Give --email with a valid address.'),
    name: z.string().trim().min(1, 'Give --name.'),
  })
  .safeParse({ email: values.email?.trim().toLowerCase(), name: values.name });
if (!args.success) {
  console.error(args.error.issues.map((i) => i.message).join('\n'));
  console.error('Usage: npm run create-admin -- --email <email> --name "<full name>"');
  process.exit(2);
}

const config = loadConfig();
const opened = await openDatabase(config, () => {});
try {
  const [firstName, ...rest] = args.data.name.split(/\s+/);
  const [user] = await opened.database.db
    .insert(users)
    .values({
      email: args.data.email,
      firstName: firstName!,
      lastName: rest.join(' '),
      role: 'provider_admin',
    })
    .returning({ id: users.id });
  const link = await issueLink(opened.database.db, config.publicUrl, user!.id, 'invite');
  console.log(`Created Five Star administrator ${args.data.email}.`);
  console.log(`Open this link within 7 days to set the password (it works once):\n${link.url}`);
} catch (err) {
  console.error(
    isUniqueViolation(err) ? `An account with the email ${args.data.email} already exists.` : String(err),
  );
  process.exitCode = 1;
} finally {
  await opened.shutdown();
}
