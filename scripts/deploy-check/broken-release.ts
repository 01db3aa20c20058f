/**
 * A whole release whose server never answers (it runs, but only sleeps), in `tmp`: update.sh must
 * refuse it and roll back (scripts/deploy-check.ts). Its Node is the real release's (`releaseDir`).
 */
import { chmod, mkdir, symlink, writeFile } from "node:fs/promises";
import path from "node:path";

export async function brokenRelease(tmp: string, releaseDir: string): Promise<string> {
  const broken = path.join(tmp, "broken/delft-it-site-broken");
  await mkdir(path.join(broken, "build/server-main"), { recursive: true });
  await mkdir(path.join(broken, "node/bin"), { recursive: true });
  await writeFile(path.join(broken, "build/server-main/main.js"), "");
  await symlink(path.join(releaseDir, "node/bin/node"), path.join(broken, "node/bin/node"));
  await writeFile(path.join(broken, "start.sh"), "#!/bin/sh\nexec sleep 600\n");
  await chmod(path.join(broken, "start.sh"), 0o755);
  return broken;
}
