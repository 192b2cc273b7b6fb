/**
 * npm run staff -- <command>: staff accounts of the console (/admin), from the server's shell.
 * The first administrator is created here (there is no default password anywhere); after that an
 * administrator manages staff in the console (/admin/staff), and this stays for the first account
 * and for an administrator locked out of the console. Every change is written to the audit log as
 * done by 命令行:<system user>. docs/operations.md "Staff".
 *
 * Runs with tsx (the portal's own TypeScript modules, the same database settings as the portal:
 * DATABASE_URL, else the PGlite folder PGLITE_DATA_DIR — stop a PGlite portal first).
 */
import os from 'node:os';
import readline from 'node:readline';
import { renderUnicodeCompact } from 'uqr';
import type { DatabaseHandle } from '@/lib/db/client';
import { ApiError } from '@/lib/api/respond';
import { commandLineActor, createStaff, listStaffForCommandLine, newOneTimePassword, resetStaffTwoFactor } from '@/lib/staff/accounts';
import { parseRole, ROLE_LABELS } from '@/lib/staff/roles';
import { STAFF_MSG } from '@/lib/validation/staff';
import { z } from '@/lib/validation/zod';

const HELP = `用法：
  npm run staff -- create --role <编辑|审核|业务经办|管理员> --login <登录名> --name <姓名> [--password-stdin]
      创建工作人员账号并绑定验证器。只显示一次：初始密码（未用 --password-stdin 时随机生成，
      此时为一次性密码，首次登录须改为自己的密码）、验证器密钥、otpauth 链接及二维码、10 个恢复码。
      第一位管理员之后，可由管理员在控制台“工作人员”页面创建账号（由本人首次登录时绑定验证器）。
  npm run staff -- reset-2fa --login <登录名>
      清除该账号的验证器和全部恢复码并使其所有会话失效；下次登录输入密码后重新绑定验证器。
  npm run staff -- list
      列出全部工作人员账号（登录名、姓名、角色、是否已绑定验证器、是否待设置新密码、是否停用）。

数据库：设置了 DATABASE_URL 时为 PostgreSQL；否则为 PGLITE_DATA_DIR（默认 .data/pglite）。
PGlite 没有跨进程锁：执行前必须先停止使用该目录的门户进程。`;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  if (i >= 0) return args[i + 1];
  const inline = args.find((a) => a.startsWith(`--${name}=`));
  return inline?.slice(name.length + 3);
}

async function readStdinLine(): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, terminal: false });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return '';
}

async function create(args: string[]): Promise<void> {
  const role = parseRole(option(args, 'role') ?? '');
  if (!role) throw new UsageError(STAFF_MSG.role);
  const login = option(args, 'login') ?? '';
  const displayName = option(args, 'name') ?? '';
  const chosen = args.includes('--password-stdin') ? (await readStdinLine()).trim() : undefined;
  const password = chosen ?? newOneTimePassword(login.trim());
  // A generated password was seen on this terminal: the person replaces it at the first sign-in.
  const created = await createStaff({ login, displayName, role, password, oneTimePassword: !chosen }, actor());
  console.log(`已创建工作人员账号：${created.login}（${displayName}，${ROLE_LABELS[role]}）`);
  if (!chosen) console.log(`一次性初始密码（只显示这一次；首次登录时须设置自己的密码）：${password}`);
  console.log('\n请用验证器应用（如 Microsoft Authenticator、FreeOTP、Google 身份验证器）扫描二维码，或手动输入密钥：');
  console.log(renderUnicodeCompact(created.totpUri, { border: 1 }));
  console.log(`验证器密钥：${created.totpSecret}`);
  console.log(`otpauth 链接：${created.totpUri}`);
  console.log('\n恢复码（每个只能用一次，请打印或存入密码管理器，只显示这一次）：');
  console.log(created.recoveryCodes.join('\n'));
}

async function resetTwoFactor(args: string[]): Promise<void> {
  const login = (option(args, 'login') ?? '').trim().toLowerCase();
  if (!login) throw new UsageError('请用 --login 指定登录名');
  await resetStaffTwoFactor(login, actor());
  console.log(`已重置 ${login} 的两步验证：其全部会话已失效，下次输入密码后将进入验证器绑定页面。`);
}

async function list(): Promise<void> {
  const lines = await listStaffForCommandLine();
  if (lines.length === 0) console.log('还没有工作人员账号。');
  for (const line of lines) console.log(line);
}

class UsageError extends Error {}

function actor() {
  let user = 'unknown';
  try {
    user = os.userInfo().username;
  } catch {
    // No passwd entry (a container's random uid): the audit row says unknown.
  }
  return commandLineActor(user, os.hostname());
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  if (!command || command === '--help' || command === '-h') {
    console.log(HELP);
    return command ? 0 : 2;
  }
  try {
    if (command === 'create') await create(args);
    else if (command === 'reset-2fa') await resetTwoFactor(args);
    else if (command === 'list') await list();
    else throw new UsageError(`未知命令：${command}`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${HELP}`);
    else if (error instanceof z.ZodError) console.error(error.issues.map((i) => `${String(i.path[0] ?? '')}：${i.message}`).join('\n'));
    else if (error instanceof ApiError) console.error(error.userMessage);
    else throw error;
    return 2;
  } finally {
    const handle = (globalThis as { __bzfDb?: Promise<DatabaseHandle> }).__bzfDb;
    if (handle) await (await handle).close();
  }
}

void main().then((code) => {
  process.exitCode = code;
});
