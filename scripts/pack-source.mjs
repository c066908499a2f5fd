// The AGPL asks that users of the app can get its source: the build ships a tarball of the
// source it was built from, and the licence, next to the app (linked from the footer).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'public', 'source', 'folio-source.tar.gz');
mkdirSync(dirname(target), { recursive: true });
copyFileSync(join(root, 'LICENSE'), join(root, 'public', 'LICENSE.txt'));
try {
  // The committed source, plus any uncommitted change in the working tree.
  const stash = execFileSync('git', ['stash', 'create'], { cwd: root, encoding: 'utf8' }).trim() || 'HEAD';
  execFileSync('git', ['archive', '--format=tar.gz', '--prefix=folio/', '-o', target, stash], { cwd: root });
} catch {
  // Not a git checkout (e.g. an unpacked tarball): pack the files as they are.
  execFileSync('tar', ['-czf', target, '--exclude=node_modules', '--exclude=dist', '--exclude=public/vendor',
    '--exclude=public/source', '--exclude=.git', '-C', dirname(root), root.split('/').pop()]);
}
console.log(`source archive written to ${target}`);
