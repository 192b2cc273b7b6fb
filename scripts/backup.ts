/**
 * npm run backup -- [--out <目录>]
 * npm run restore -- <备份目录> [--to <postgres://…|PGlite 目录>] [--force]
 *
 * The portal's database settings decide what is backed up: DATABASE_URL (PostgreSQL, with
 * Debian's pg_dump / pg_restore of the server's major version or newer), else the embedded
 * database in PGLITE_DATA_DIR (stop the portal first: PGlite has no lock between processes).
 * Uploaded files are rows of the database (decision 0053), so the dump holds them; the embedded
 * database's key file for encrypted ID numbers travels with its copy. docs/operations.md
 * "Backup and restore" says how often, where to keep copies and how to check one.
 */
import path from 'node:path';
import { BackupError, backupPglite, backupPostgres, restorePglite, restorePostgres } from '@/lib/backup/backup';
import { getEnv } from '@/lib/env';

const HELP = `用法：
  npm run backup -- [--out <目录>]
      备份门户数据库：设置了 DATABASE_URL 时用 pg_dump 备份 PostgreSQL，否则备份 PGLITE_DATA_DIR 的嵌入式数据库
      （须先停止门户）。在 <目录>（默认 BACKUP_DIR 或 ./backups）下生成 bzf-<类型>-<时间>/，内含数据库转储、
      manifest.json（每张表的行数和校验和、每个文件的 SHA-256）和嵌入式数据库的密钥文件。
  npm run restore -- <备份目录> [--to <目标>] [--force]
      把备份恢复到目标（默认 DATABASE_URL 或 PGLITE_DATA_DIR），然后逐表核对行数和校验和。
      目标已有数据时须加 --force：PostgreSQL 会在一个事务中清除后恢复；嵌入式数据库的原目录改名保留。`;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  if (i >= 0) return args[i + 1];
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  const env = getEnv();
  if (command === 'backup') {
    const out = option(args, 'out') ?? process.env.BACKUP_DIR ?? path.join(process.cwd(), 'backups');
    const { folder, manifest } = env.DATABASE_URL ? await backupPostgres(env.DATABASE_URL, out) : await backupPglite(env.PGLITE_DATA_DIR, out);
    const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);
    console.log(`已备份（${manifest.kind}）：${folder}\n  ${Object.keys(manifest.tables).length} 张表，共 ${rows} 行；迁移 ${manifest.migrations} 个。`);
    if (manifest.kind === 'postgres' && !manifest.piiKeyFingerprint) console.log('  注意：未设置 PII_KEY，清单中没有密钥指纹；恢复后须使用原来的 PII_KEY 才能读取身份证号。');
    return 0;
  }
  if (command === 'restore') {
    const folder = args.find((a) => !a.startsWith('--') && a !== option(args, 'to'));
    if (!folder) {
      console.error(HELP);
      return 2;
    }
    const to = option(args, 'to');
    const force = args.includes('--force');
    const toPostgres = to ? /^postgres(ql)?:\/\//.test(to) : Boolean(env.DATABASE_URL);
    const result = toPostgres
      ? await restorePostgres(folder, to ?? env.DATABASE_URL!, { force })
      : await restorePglite(folder, to ?? env.PGLITE_DATA_DIR, { force });
    if (result.movedAside) console.log(`原目录已改名保留：${result.movedAside}`);
    if (result.problems.length > 0) {
      console.error(`恢复后核对不一致（${result.problems.length} 张表）：\n  ${result.problems.join('\n  ')}`);
      return 1;
    }
    console.log(`已恢复并核对：${Object.keys(result.manifest.tables).length} 张表的行数和校验和与备份一致。`);
    if (result.manifest.kind === 'postgres') console.log('提醒：恢复不带数据库权限（--no-privileges），请按 docs/deploy.md 重新授予门户角色的权限。');
    return 0;
  }
  console.error(HELP);
  return 2;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof BackupError) {
      console.error(`${error.message}（${error.code}）`);
      process.exit(1);
    }
    console.error(error);
    process.exit(1);
  },
);
