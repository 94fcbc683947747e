import packageJson from '../../package.json';

/** `git+https://github.com/owner/name.git` (package.json's form) → `https://github.com/owner/name`. */
export function repositoryWebUrl(repository: string | { url: string }): string {
  const url = typeof repository === 'string' ? repository : repository.url;
  return url.replace(/^git\+/, '').replace(/\.git$/, '');
}

// spec §2: the menu's documentation link, from package.json `repository`; the build writes it in (overridable),
// Jest reads package.json the same way.
export const DOCUMENTATION_URL: string = process.env.DOCUMENTATION_URL ?? repositoryWebUrl(packageJson.repository);
