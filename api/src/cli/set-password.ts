import { createInterface } from 'node:readline/promises';
import { initOrm, openDatabaseTarget } from '@parcel/db';
import { PasswordHasher } from '../common/passwords';
import { endSessions } from '../modules/auth/auth.service';
import {
  MEMBER_FORM_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@parcel/shared/forms/member-form';

const USAGE = `usage: npm run admin:password -- <userId>
Sets the sign-in password of <userId> (read from NEW_PASSWORD, or typed on standard input) and ends
the user's sign-ins. When no user has that id, an admin with it is created: the way to the first
admin of a database that was started without demo data.`;

/** The new password: NEW_PASSWORD, or the first line of standard input. */
async function readPassword(): Promise<string> {
  if (process.env.NEW_PASSWORD) return process.env.NEW_PASSWORD;
  const input = createInterface({ input: process.stdin, output: process.stderr, terminal: false });
  process.stderr.write('new password: ');
  const line = await input[Symbol.asyncIterator]().next();
  input.close();
  return typeof line.value === 'string' ? line.value : '';
}

async function main(): Promise<void> {
  const userId = process.argv[2]?.trim();
  if (!userId) throw new Error(USAGE);
  const password = await readPassword();
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
    throw new Error(MEMBER_FORM_MESSAGES.passwordLength);
  const userPw = await new PasswordHasher().hash(password);
  const target = await openDatabaseTarget();
  const orm = await initOrm(target.url);
  try {
    await orm.em.fork().transactional(async (tx) => {
      const [changed] = await tx.execute<{ member_id: number }[]>(
        `update member set user_pw = ? where user_id = ? returning member_id`,
        [userPw, userId],
      );
      if (changed) {
        await endSessions(tx, changed.member_id);
        console.log(`password of ${userId} changed; their sign-ins ended`);
      } else {
        await tx.execute(`insert into member (user_id, user_pw, name, group_val) values (?, ?, ?, 'admin')`, [
          userId,
          userPw,
          '관리자',
        ]);
        console.log(`admin ${userId} created`);
      }
    });
  } finally {
    await orm.close();
    await target.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
