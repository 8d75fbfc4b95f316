/**
 * A package-lock.json for the consumer app, cut from the repository's own lockfile, so that
 * `npm ci --offline` installs the packed @bloom/ui and its dependencies from the npm cache the
 * repository's install filled. A plain `npm install --offline` would not do: npm asks the
 * registry for each package's metadata, which an install from a lockfile never cached.
 */

/** One package of a lockfile (lockfileVersion 3), as far as this file reads it. */
export interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [field: string]: unknown;
}

/** A lockfile: `packages` keyed by install path ("" is the root, "node_modules/react"...). */
export interface Lockfile {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
}

/** What the consumer app's package.json says about one installed package. */
export interface ConsumerLockOptions {
  /** The repository's package-lock.json. */
  repoLock: Lockfile;
  /** The app's package.json `name`. */
  name: string;
  /** The app's dependencies: name → spec (exact versions, or `file:` for the tarball). */
  dependencies: Record<string, string>;
  /** The packed package: its manifest, and where its own dependencies resolve in repoLock. */
  tarball: { name: string; spec: string; integrity: string; manifest: LockEntry; from: string };
}

/** The registry's address of a package's tarball (what `npm install` downloaded). */
function registryTarball(name: string, version: string): string {
  const basename = name.split('/').pop()!;
  return `https://registry.npmjs.org/${name}/-/${basename}-${version}.tgz`;
}

/** Where Node would find `name` required from the package installed at `from` in `packages`. */
function resolveIn(packages: Lockfile['packages'], from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const path = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[path]) return path;
    if (!base) return undefined;
    const up = base.lastIndexOf('/node_modules/');
    base = up === -1 ? '' : base.slice(0, up);
  }
}

/**
 * The app's lockfile: its root, the tarball, and every package reachable from the app's other
 * dependencies and the tarball's, at the paths the repository installed them (a subset of a
 * valid tree is a valid tree). Packages the tarball's dependencies nest under the workspace
 * (`ui/node_modules/x`) move under the installed package.
 */
export function consumerLock({
  repoLock,
  name,
  dependencies,
  tarball,
}: ConsumerLockOptions): Lockfile {
  const { packages } = repoLock;
  const tarballPath = `node_modules/${tarball.name}`;
  const out: Lockfile['packages'] = {
    '': { name, dependencies },
    [tarballPath]: {
      ...tarball.manifest,
      resolved: tarball.spec,
      integrity: tarball.integrity,
    },
  };
  const relocate = (path: string) =>
    path.startsWith(`${tarball.from}/`)
      ? `${tarballPath}/${path.slice(tarball.from.length + 1)}`
      : path;

  const visit = (
    from: string,
    requires: Record<string, string>,
    optional: (dep: string) => boolean,
  ) => {
    for (const dep of Object.keys(requires)) {
      const path = resolveIn(packages, from, dep);
      if (!path) {
        if (optional(dep)) continue;
        throw new Error(
          `${dep} (needed by ${from || 'the app'}) is not in the repository's lockfile`,
        );
      }
      const target = relocate(path);
      if (out[target]) continue;
      const entry = packages[path]!;
      if (entry.link) throw new Error(`${dep} is a workspace link in the repository`);
      // The app installs everything as its own dependency; dev/peer flags described the repo.
      const { dev: _dev, devOptional: _devOptional, peer: _peer, ...kept } = entry;
      // npm leaves registry URLs out of the repository's lockfile; without one, npm asks the
      // registry for the package's metadata first (not cached), with one it takes the cached
      // tarball.
      out[target] = { ...kept, resolved: kept.resolved ?? registryTarball(dep, kept.version!) };
      const meta = entry.peerDependenciesMeta ?? {};
      visit(path, entry.dependencies ?? {}, () => false);
      visit(path, entry.optionalDependencies ?? {}, () => true);
      visit(path, entry.peerDependencies ?? {}, (peer) => meta[peer]?.optional === true);
    }
  };

  const appDeps = Object.fromEntries(
    Object.entries(dependencies).filter(([dep]) => dep !== tarball.name),
  );
  visit('', appDeps, () => false);
  visit(tarball.from, tarball.manifest.dependencies ?? {}, () => false);
  return { lockfileVersion: 3, packages: out };
}
