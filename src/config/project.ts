import packageJson from '../../package.json';

/** `git+https://github.com/owner/name.git` (package.json's form) → `https://github.com/owner/name`. */
export function repositoryWebUrl(repository: string | { url: string }): string {
  const url = typeof repository === 'string' ? repository : repository.url;
  return url.replace(/^git\+/, '').replace(/\.git$/, '');
}

/**
 * Where the side menu's documentation link points (spec §2): the source repository, declared once in package.json
 * `repository`. The build writes it in (build/siteSettings.ts `projectUrls`, overridable with DOCUMENTATION_URL like
 * the service URLs); Jest, which has no build, reads package.json the same way.
 */
export const DOCUMENTATION_URL: string = process.env.DOCUMENTATION_URL ?? repositoryWebUrl(packageJson.repository);
